// Decorative icons: always hidden from assistive technology; the text beside them carries meaning.
function Svg({ path }: { path: string }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

/** A left arrow for back buttons. */
export function BackIcon() {
  return <Svg path="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />;
}

/** Three vertical dots for action menus. */
export function MoreIcon() {
  return (
    <Svg path="M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm0 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4z" />
  );
}

/** A circle with an exclamation mark, for errors. */
export function ErrorIcon() {
  return <Svg path="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z" />;
}

/** A triangle with an exclamation mark, for warnings. */
export function WarningIcon() {
  return <Svg path="M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z" />;
}

/** Two overlapping sheets, for copy buttons. */
export function CopyIcon() {
  return (
    <Svg path="M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11z" />
  );
}

/** A keypad dot grid, the access code's own icon. */
export function KeypadIcon() {
  return (
    <Svg path="M6 3a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM6 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm-6 7a2 2 0 1 0 0 4 2 2 0 0 0 0-4z" />
  );
}
