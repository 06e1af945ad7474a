import { withDates } from './json.js';

/** Creates an integration. */
export interface IntegrationIn {
  /** The integration's name. */
  name: string;
}

/** Renames an integration. */
export type IntegrationUpdate = IntegrationIn;

/** An integration. */
export interface IntegrationOut {
  /** The service's id of the integration. */
  id: string;
  /** The integration's name. */
  name: string;
  /** When it was created. */
  createdAt: Date;
  /** When it was last changed. */
  updatedAt: Date;
}

/** An integration's API key. */
export interface IntegrationKeyOut {
  /** The integration's API key. */
  key: string;
}

/** Decodes an `IntegrationOut`. */
export const integrationOutFromJson = withDates<IntegrationOut>('createdAt', 'updatedAt');
