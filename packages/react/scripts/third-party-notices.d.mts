/** The package folder an esbuild input path sits in, or `undefined` for the project's own code. */
export declare function packageDirOf(inputPath: string, cwd: string): string | undefined;
/** One comment with the licence notice of every third-party package among a bundle's inputs. */
export declare function thirdPartyNotices(inputPaths: readonly string[], cwd: string): string;
