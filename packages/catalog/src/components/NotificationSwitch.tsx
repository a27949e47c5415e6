import { NOTIFICATION_TEXT } from '../text';

export interface NotificationSwitchProps {
  /** Whether notifications are on, as last saved (or optimistically set) by the app. */
  checked: boolean;
  /** Called with the state the reader asked for. */
  onChange: (on: boolean) => void;
  /** Name of the switch; holds the visible `label` and says which row it belongs to. */
  accessibleName: string;
  /** Visible text beside the switch. */
  label?: string;
  disabled?: boolean;
}

/**
 * An on/off switch that is a native checkbox (`role="switch"`), so it is reached with Tab and
 * flipped with Space like any checkbox, and works without JavaScript styling. The box is
 * hidden under a drawn track; the track shows the focus ring. Controlled: it shows `checked`.
 */
export function NotificationSwitch({
  checked,
  onChange,
  accessibleName,
  label = NOTIFICATION_TEXT,
  disabled = false,
}: NotificationSwitchProps) {
  return (
    <label className="cw-cat-switch">
      <input
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state; ARIA in HTML advises against aria-checked on it
        role="switch"
        className="cw-cat-switch__input"
        checked={checked}
        disabled={disabled}
        aria-label={accessibleName}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className="cw-cat-switch__track" aria-hidden="true" />
      <span className="cw-cat-switch__text">{label}</span>
    </label>
  );
}
