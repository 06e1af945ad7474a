import { dateFromJson, type JsonObject } from './json.js';

/** Creates an integration. */
export interface IntegrationIn {
  name: string;
}

/** Renames an integration. */
export type IntegrationUpdate = IntegrationIn;

/** An integration. */
export interface IntegrationOut {
  id: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
}

/** An integration's API key. */
export interface IntegrationKeyOut {
  key: string;
}

/** Decodes an `IntegrationOut`. */
export function integrationOutFromJson(json: JsonObject): IntegrationOut {
  return {
    ...(json as object),
    createdAt: dateFromJson(json.createdAt),
    updatedAt: dateFromJson(json.updatedAt),
  } as IntegrationOut;
}
