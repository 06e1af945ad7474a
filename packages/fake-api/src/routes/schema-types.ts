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
}

/** A contract path: the HTTP methods it lists and its request body schema. */
export interface ContractRoute {
  methods: string[];
  body: JsonSchema;
}
