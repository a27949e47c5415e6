// The icons of the offline controls: 24px glyphs in the text colour, hidden from assistive
// technology (each control says in words what it does).

interface IconProps {
  path: string;
}

function Icon({ path }: IconProps) {
  return (
    <svg
      className="cw-offline-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

/** An arrow down onto a tray: save to this device. */
export function SaveIcon() {
  return <Icon path="M11 4h2v8.17l2.59-2.58L17 11l-5 5-5-5 1.41-1.41L11 12.17V4zM5 18h14v2H5z" />;
}

/** A tick: saved. */
export function SavedIcon() {
  return <Icon path="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />;
}

/** A bin: delete what is saved. */
export function DeleteIcon() {
  return (
    <Icon path="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z" />
  );
}
