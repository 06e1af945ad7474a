/**
 * The lines of `current` that `seen` does not hold, in order and once each: the issues that
 * arrived since the view last showed its issues (a code's delay warning comes a moment after its
 * save answered; a lock's new warning with a re-read of the device).
 */
export function arrivedIssues(seen: ReadonlySet<string>, current: readonly string[]): string[] {
  return [...new Set(current)].filter((line) => !seen.has(line));
}
