/** Props of {@link LiveRegion}. */
export interface LiveRegionProps {
  /** What to announce; an empty string keeps the region quiet. */
  message: string;
  /** `assertive` interrupts (failures); `polite` waits for a pause (counts, new states). */
  politeness?: 'polite' | 'assertive';
  /** For a control that names the region as its description while what it says applies. */
  id?: string | undefined;
}

/**
 * A visually hidden live region that is in the page before anything is said in it, so screen
 * readers announce each new message (a region that appears together with its text is often
 * missed).
 */
export function LiveRegion({ message, politeness = 'polite', id }: LiveRegionProps) {
  return (
    // aria-live without a role: the region is not one more 'status' beside the view's spinners.
    <span
      id={id}
      className="pl-visually-hidden pl-live-region"
      aria-live={politeness}
      aria-atomic="true"
    >
      {message}
    </span>
  );
}
