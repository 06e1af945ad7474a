/** The body of 400, 401, 403, 404, 409 and 413 responses. */
export interface HttpErrorOut {
  code: string;
  detail: string;
}

/** One invalid field of a 422 response. */
export interface ValidationError {
  /** Path to the field, e.g. `['body', 'url']`. */
  loc: string[];
  msg: string;
  type: string;
}

/** The body of a 422 response. */
export interface HTTPValidationError {
  detail?: ValidationError[];
}
