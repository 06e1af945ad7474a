// Just enough OpenAPI 3.0 reading for the contract test: find an operation's success schema
// and walk it beside a decoded result.

/** A JSON Schema node of the contract (only the keywords the walk needs). */
export interface SchemaNode {
  $ref?: string;
  type?: string;
  format?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
  allOf?: SchemaNode[];
}

/** The parts of the OpenAPI document the tests read. */
export interface Contract {
  paths: Record<string, Record<string, { responses?: Record<string, ResponseNode> }>>;
  components: { schemas: Record<string, SchemaNode> };
}

interface ResponseNode {
  content?: Record<string, { schema?: SchemaNode }>;
}

/** The JSON schema of the first 2xx response of `method path`, if it has a body. */
export function successSchema(
  contract: Contract,
  method: string,
  path: string,
): SchemaNode | undefined {
  const responses = contract.paths[path]?.[method.toLowerCase()]?.responses ?? {};
  const code = Object.keys(responses).find((status) => /^2\d\d$/.test(status));
  return code ? responses[code]?.content?.['application/json']?.schema : undefined;
}

function resolve(contract: Contract, node: SchemaNode): SchemaNode {
  let current = node;
  while (current.$ref) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = contract.components.schemas[name] ?? {};
  }
  if (!current.allOf) return current;
  // allOf here only wraps a single $ref (plus descriptions); merging properties is enough.
  const merged: SchemaNode = { properties: {} };
  for (const part of current.allOf.map((item) => resolve(contract, item))) {
    Object.assign(merged, { ...part, properties: { ...merged.properties, ...part.properties } });
  }
  return merged;
}

/**
 * Paths in `value` where the schema declares `format: date-time` but the value is not a valid
 * `Date` (a string left undecoded, or an Invalid Date).
 */
export function undecodedDates(
  contract: Contract,
  node: SchemaNode,
  value: unknown,
  at: string,
): string[] {
  if (value === undefined || value === null) return [];
  const schema = resolve(contract, node);
  if (schema.format === 'date-time') {
    const ok = value instanceof Date && !Number.isNaN(value.getTime());
    return ok ? [] : [`${at}: ${JSON.stringify(value)}`];
  }
  if (schema.type === 'array' && schema.items && Array.isArray(value)) {
    const items = schema.items;
    return value.flatMap((item, i) => undecodedDates(contract, items, item, `${at}[${i}]`));
  }
  if (typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const found = Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
    undecodedDates(contract, child, record[key], `${at}.${key}`),
  );
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object' && !schema.properties) {
    for (const [key, child] of Object.entries(record)) {
      found.push(...undecodedDates(contract, extra, child, `${at}.${key}`));
    }
  }
  return found;
}
