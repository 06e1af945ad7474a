/*
 * A device's errors and warnings as the device views and the thermostat views both read them,
 * with the host's filters: here, so neither feature imports the other for them.
 */

/** An error or warning of a device, as the views use it. */
export interface DeviceIssue {
  error_code?: string;
  warning_code?: string;
  message: string;
  is_device_error?: boolean;
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
