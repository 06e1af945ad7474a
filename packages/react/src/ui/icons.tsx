/**
 * A decorative 24-unit icon: hidden from assistive technology; the text or label beside it carries
 * the meaning. Feature folders draw their own icons with it.
 */
export function Icon({
  path,
  size = 20,
  directional = false,
}: {
  path: string;
  /** Width and height in px; a directional icon is always 20 (ui.css sizes its box). */
  size?: number;
  /** Points along the reading direction, so a right-to-left page mirrors it. */
  directional?: boolean;
}) {
  if (directional) {
    // Drawn twice, mirrored on the left and as given on the right; ui.css shows the half that
    // matches the box's used direction (see .pl-icon--directional), which a dir attribute and a
    // host's CSS `direction` set alike. Its box is sized there, not by a style attribute, which a
    // strict CSP refuses in server-rendered HTML.
    return (
      <span className="pl-icon--directional" aria-hidden>
        <svg width={40} height={20} viewBox="0 0 48 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={path} transform="matrix(-1 0 0 1 24 0)" />
          <path fill="currentColor" d={path} transform="translate(24 0)" />
        </svg>
      </span>
    );
  }
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

/** Arrow toward the start of the line (left, or right in RTL) for back buttons. */
export const BackIcon = () => (
  <Icon directional path="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />
);
/** Arrow toward the end of the line (right, or left in RTL), from a start to an end. */
export const ForwardIcon = () => (
  <Icon directional path="M4 11h12.17l-5.59-5.59L12 4l8 8-8 8-1.41-1.41L16.17 13H4z" />
);
/** Chevron toward the end of the line (right, or left in RTL), for rows that open something. */
export const ChevronRightIcon = () => (
  <Icon directional path="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />
);
/** Chevron pointing down, for accordions. */
export const ChevronDownIcon = () => <Icon path="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />;
/** Exclamation in a circle, for errors. */
export const ErrorIcon = () => (
  <Icon path="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z" />
);
/** Triangle with exclamation, for warnings. */
export const WarningIcon = () => <Icon path="M1 21h22L12 2 1 21zm12-3h-2v-2h2zm0-4h-2v-4h2z" />;
/** Check mark in a circle, for all-clear states. */
export const CheckIcon = () => (
  <Icon path="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z" />
);
/** Magnifying glass, for search boxes. */
export const SearchIcon = () => (
  <Icon path="M15.5 14h-.79l-.28-.27a6.5 6.5 0 1 0-.7.7l.27.28v.79l5 4.99L20.49 19zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z" />
);
/** Close (×). */
export const CloseIcon = () => (
  <Icon path="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
);
/** Three vertical dots, for action menus. */
export const MoreIcon = () => (
  <Icon path="M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm0 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4z" />
);
/** A plain check mark, for a met condition. */
export const CheckMarkIcon = () => (
  <Icon size={16} path="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
);
/** A plain cross, for an unmet condition. */
export const CrossMarkIcon = () => (
  <Icon
    size={16}
    path="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
  />
);
