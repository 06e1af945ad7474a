import { absentWhenNull, type JsonObject, withDates } from './json.js';

/** Creates or replaces an application. */
export interface ApplicationIn {
  /** The application's name, shown in the dashboard. */
  name: string;
  /** The application's rate limit, in messages per second; unset, none. */
  rateLimit?: number | null | undefined;
  /** Your own unique id, usable wherever an app id is. */
  uid?: string | null | undefined;
}

/** An application. */
export interface ApplicationOut {
  /** The service's id of the application. */
  id: string;
  /** Your own unique id, usable wherever an app id is. */
  uid?: string;
  /** The application's name. */
  name: string;
  /** The application's rate limit, in messages per second, if it has one. */
  rateLimit?: number | null;
  /** When it was created. */
  createdAt: Date;
  /** When it was last changed. */
  updatedAt: Date;
}

const applicationDates = withDates<ApplicationOut>('createdAt', 'updatedAt');

/** Decodes an `ApplicationOut`. */
export const applicationOutFromJson = (json: JsonObject): ApplicationOut =>
  absentWhenNull(applicationDates(json), ['uid']);
