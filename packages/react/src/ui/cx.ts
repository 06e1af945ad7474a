/** Joins class names, skipping empty, false, null and undefined parts. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  let out = '';
  for (const part of parts) {
    if (part) out = out === '' ? part : `${out} ${part}`;
  }
  return out;
}
