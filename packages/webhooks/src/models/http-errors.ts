/** The body of 400, 401, 403, 404, 409 and 413 responses. */
export interface HttpErrorOut {
  /** Machine-readable error code. */
  code: string;
  /** What went wrong, in words. */
  detail: string;
}

/** One invalid field of a 422 response. */
export interface ValidationError {
  /** Path to the field, e.g. `['body', 'url']`. */
  loc: string[];
  /** What is wrong with the field. */
  msg: string;
  /** Machine-readable kind of the problem. */
  type: string;
}

/** The body of a 422 response. */
export interface HTTPValidationError {
  /** One entry per invalid field. */
  detail?: ValidationError[];
}
