const rules = new Intl.PluralRules('en-US');

/** Picks the English singular or plural form for a count ("1 device issue", "2 device issues"). */
export function plural(count: number, one: string, other: string): string {
  return rules.select(count) === 'one' ? one : other;
}
