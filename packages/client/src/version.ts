/** Version of this package. */
export const VERSION = '0.1.0';

/** Library version reported in telemetry context (the spec's business constants, "Library version"). */
export const LIBRARY_VERSION = '2.12.1';

/** Provider SDK version this client is wire-compatible with (the spec's business constants, "SDK version"). */
export const SDK_VERSION = '8.22.0';

/** Default provider endpoint. */
export const DEFAULT_ENDPOINT = 'https://connect.getseam.com';
