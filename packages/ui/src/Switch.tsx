import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type SwitchProps = {
  /** On or off, as the caller holds it: the switch is controlled and shows `checked`. */
  checked: boolean;
  /** Called with the state the reader asked for. */
  onChange: (checked: boolean) => void;
  /** Visible text beside the track; the switch's name unless `aria-label` is given. */
  label: ReactNode;
  disabled?: boolean;
  /** Merged last onto the root `<label>`. */
  className?: string;
  /**
   * A name replacing the visible `label`, e.g. one saying which row the switch belongs to.
   * It should contain the visible text, so a reader can say what they see.
   */
  'aria-label'?: string;
  /** Ids of the elements describing the switch, e.g. a hint below it. */
  'aria-describedby'?: string;
};

/**
 * An on/off switch that is a native checkbox (`role="switch"`) inside its `<label>`: reached
 * with Tab, flipped with Space or a click on the text, and announced as a switch with its
 * state. The box is invisible over a drawn track, which shows the state and the focus ring.
 * Checked, the track is in the accent colour, which a caller's stylesheet may change (README).
 *
 * @example
 * <Switch
 *   label="更新通知"
 *   aria-label="『ねこと魔法のパン屋さん』の更新通知"
 *   checked={notification}
 *   onChange={(on) => save(on)}
 *   disabled={saving}
 * />
 */
export function Switch({
  checked,
  onChange,
  label,
  disabled = false,
  className,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
}: SwitchProps) {
  return (
    <label data-slot="switch" className={clsx('cw-ui-switch', className)}>
      <input
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state; ARIA in HTML advises against aria-checked on it
        role="switch"
        className="cw-ui-switch__input"
        checked={checked}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-describedby={ariaDescribedBy}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className="cw-ui-switch__track" aria-hidden="true" />
      <span className="cw-ui-switch__text">{label}</span>
    </label>
  );
}
