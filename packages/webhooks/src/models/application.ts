import { absentWhenNull, type JsonObject, withDates } from './json.js';

/** Creates or replaces an application. */
export interface ApplicationIn {
  name: string;
  rateLimit?: number | null | undefined;
  /** Your own unique id, usable wherever an app id is. */
  uid?: string | null | undefined;
}

/** An application. */
export interface ApplicationOut {
  id: string;
  uid?: string;
  name: string;
  rateLimit?: number | null;
  createdAt: Date;
  updatedAt: Date;
}

const applicationDates = withDates<ApplicationOut>('createdAt', 'updatedAt');

/** Decodes an `ApplicationOut`. */
export const applicationOutFromJson = (json: JsonObject): ApplicationOut =>
  absentWhenNull(applicationDates(json), ['uid']);
