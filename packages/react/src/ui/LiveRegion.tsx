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
    // aria-live without a role: the region is not one more 'status' beside the view's spinners.
    <span className="pl-visually-hidden pl-live-region" aria-live={politeness} aria-atomic="true">
      {message}
    </span>
  );
}
