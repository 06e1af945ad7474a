/** The subset of JSON Schema the contract's request bodies use. */
export interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  nullable?: boolean;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
}

/** A contract path: the HTTP methods, credential schemes and request body schema it lists. */
export interface ContractRoute {
  methods: string[];
  /** Security schemes the contract lists for the path; empty when it lists none. */
  security?: string[];
  body: JsonSchema;
  /**
   * Query parameters the contract lists for the path's GET (absent when it lists no GET): a body
   * parameter missing here cannot be sent in a query string.
   */
  query?: string[];
}
