/** This package's version; the injected stylesheet is fetched for exactly this version. */
export const VERSION = '0.1.0';
