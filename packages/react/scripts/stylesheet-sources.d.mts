/** Every `.css` file under `src/`, in cascade order, and their joined text. */
export function stylesheetSources(): { files: string[]; css: string };
