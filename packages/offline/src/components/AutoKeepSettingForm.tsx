'use client';

import { Switch, useUiLocale } from '@cw/ui';
import { clsx } from 'clsx';
import { useId } from 'react';
import { AUTO_KEEP_LIMITS_MB, type AutoKeepSetting } from '../autoKeep';
import { AUTO_KEEP_TEXTS, autoKeepLimitText } from '../text';

export interface AutoKeepSettingFormProps {
  /** The reader's setting: `parseAutoKeepSetting(stored)` (off by default). */
  setting: AutoKeepSetting;
  /** Called with the whole new setting on every change; the app stores it and plans again. */
  onChange: (setting: AutoKeepSetting) => void;
  /** Nothing can change (the setting is loading or being saved). */
  disabled?: boolean;
  className?: string;
}

/**
 * The auto-keep setting of signed-in readers: a switch (`Switch` of `@cw/ui`, `role="switch"`)
 * `フォロー中の作品の最新話を自動で保存する`, off by default, and `保存の上限`, a `<select>` of
 * `AUTO_KEEP_LIMITS_MB` (`100 MB` … `1 GB`), disabled while the switch is off. Every change is
 * reported at once with the whole setting; there is nothing to submit. Its words are in the
 * language of the nearest `UiLocaleProvider` of `@cw/ui` (Japanese without one).
 *
 * @example
 * <AutoKeepSettingForm
 *   setting={setting}
 *   onChange={(next) => {
 *     localStorage.setItem(AUTO_KEEP_SETTING_STORAGE_KEY, serializeAutoKeepSetting(next));
 *     setSetting(next);
 *   }}
 * />
 */
export function AutoKeepSettingForm({
  setting,
  onChange,
  disabled = false,
  className,
}: AutoKeepSettingFormProps) {
  const text = AUTO_KEEP_TEXTS[useUiLocale()];
  const limitId = useId();
  const hintId = useId();
  return (
    <div className={clsx('cw-offline-auto-keep', className)}>
      <Switch
        className="cw-offline-switch"
        label={text.enable}
        aria-describedby={hintId}
        checked={setting.enabled}
        disabled={disabled}
        onChange={(enabled) => onChange({ ...setting, enabled })}
      />
      <p id={hintId} className="cw-offline-auto-keep__hint">
        {text.hint}
      </p>
      <div className="cw-offline-auto-keep__limit">
        <label htmlFor={limitId} className="cw-offline-auto-keep__label">
          {text.limit}
        </label>
        <select
          id={limitId}
          className="cw-offline-auto-keep__select"
          value={setting.limitMb}
          disabled={disabled || !setting.enabled}
          onChange={(event) => onChange({ ...setting, limitMb: Number(event.currentTarget.value) })}
        >
          {AUTO_KEEP_LIMITS_MB.map((limitMb) => (
            <option key={limitMb} value={limitMb}>
              {autoKeepLimitText(limitMb)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
