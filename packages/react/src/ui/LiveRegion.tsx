/** Props of {@link LiveRegion}. */
export interface LiveRegionProps {
  /** What to announce; an empty string keeps the region quiet. */
  message: string;
  /** `assertive` interrupts (failures); `polite` waits for a pause (counts, new states). */
  politeness?: 'polite' | 'assertive';
}

/**
 * A visually hidden live region that is in the page before anything is said in it, so screen
 * readers announce each new message (a region that appears together with its text is often
 * missed).
 */
export function LiveRegion({ message, politeness = 'polite' }: LiveRegionProps) {
  return (
    <span
      className="pl-visually-hidden"
      role={politeness === 'assertive' ? 'alert' : 'status'}
      aria-live={politeness}
      aria-atomic="true"
    >
      {message}
    </span>
  );
}
