/** React specifier → the `preact` package's module that replaces it. */
export declare const PREACT_ALIASES: Readonly<Record<string, string>>;
