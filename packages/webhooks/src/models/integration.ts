import { withDates } from './json.js';

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
export const integrationOutFromJson = withDates<IntegrationOut>('createdAt', 'updatedAt');
