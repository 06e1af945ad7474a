/*
 * A device's errors and warnings as the device views and the thermostat views both read them,
 * with the host's filters: here, so neither feature imports the other for them.
 */

import { record, text } from './loose-values.js';

/** An error or warning of a device, as the views use it. */
export interface DeviceIssue {
  /**
   * The error's code; `account_disconnected` makes the device 'Account Offline'. Absent on a
   * warning.
   */
  error_code?: string;
  /** The warning's code; absent on an error. */
  warning_code?: string;
  /** The text the alerts show. */
  message: string;
  /** Set on an error of the device itself. */
  is_device_error?: boolean;
  /**
   * Set on an error of the device's connected account: the device table counts it as an account
   * issue, not a device issue.
   */
  is_connected_account_error?: boolean;
}

/**
 * The host's filters of a device's errors and warnings, as every device view takes them (the
 * views' props declare them again, so their public types name no internal type).
 */
export interface DeviceIssueFilterProps {
  /** Keeps only the errors that return true (alerts, icons, issue chips). */
  errorFilter?: ((error: DeviceIssue) => boolean) | undefined;
  /** Keeps only the warnings that return true. */
  warningFilter?: ((warning: DeviceIssue) => boolean) | undefined;
}

/**
 * A device's `errors` or `warnings` as the views read them, once, from untrusted API data: an item
 * without a message still counts (an `account_disconnected` error must still make the device
 * 'Account Offline'), its code standing in for the text; one with neither, or not an object, is
 * noise and is skipped.
 */
export function issuesOf(value: unknown): DeviceIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const issue = record(item);
    const message = text(issue.message) ?? text(issue.error_code) ?? text(issue.warning_code);
    return message === null ? [] : [{ ...issue, message } as DeviceIssue];
  });
}

/** The errors and warnings left after the host's filters. */
export function visibleIssues(
  issues: { errors: DeviceIssue[]; warnings: DeviceIssue[] },
  filters: DeviceIssueFilterProps,
): { errors: DeviceIssue[]; warnings: DeviceIssue[] } {
  return {
    errors: filters.errorFilter ? issues.errors.filter(filters.errorFilter) : issues.errors,
    warnings: filters.warningFilter
      ? issues.warnings.filter(filters.warningFilter)
      : issues.warnings,
  };
}
