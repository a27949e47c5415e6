import { UiLocaleProvider } from '@cw/ui';
import { kanaTexts } from '@cw/vitest-config/locale';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AutoKeepSetting, DEFAULT_AUTO_KEEP_SETTING } from '../autoKeep';
import { AUTO_KEEP_TEXTS } from '../text';
import { AutoKeepSettingForm, type AutoKeepSettingFormProps } from './AutoKeepSettingForm';

afterEach(cleanup);

function renderSetting(props: Partial<AutoKeepSettingFormProps> = {}) {
  const onChange = vi.fn<(setting: AutoKeepSetting) => void>();
  render(
    <AutoKeepSettingForm setting={DEFAULT_AUTO_KEEP_SETTING} onChange={onChange} {...props} />,
  );
  return {
    onChange,
    toggle: screen.getByRole('switch', { name: 'フォロー中の作品の最新話を自動で保存する' }),
    limit: screen.getByRole('combobox', { name: '保存の上限' }) as HTMLSelectElement,
  };
}

describe('AutoKeepSettingForm', () => {
  it('is off by default, the limit disabled', () => {
    const { toggle, limit } = renderSetting();
    expect(toggle.getAttribute('type')).toBe('checkbox');
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(limit.disabled).toBe(true);
    expect(limit.value).toBe('200');
  });

  it('offers the limits of the setting, in MB and GB', () => {
    const { limit } = renderSetting();
    expect([...limit.options].map((option) => [option.value, option.textContent])).toEqual([
      ['100', '100 MB'],
      ['200', '200 MB'],
      ['500', '500 MB'],
      ['1000', '1 GB'],
    ]);
  });

  it('turns on with the limit kept', async () => {
    const user = userEvent.setup();
    const { toggle, onChange } = renderSetting({ setting: { enabled: false, limitMb: 500 } });
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ enabled: true, limitMb: 500 });
  });

  it('turns off from the keyboard', async () => {
    const user = userEvent.setup();
    const { toggle, onChange } = renderSetting({ setting: { enabled: true, limitMb: 200 } });
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ enabled: false, limitMb: 200 });
  });

  it('reports the limit chosen as a number of MB, while on', async () => {
    const user = userEvent.setup();
    const { limit, onChange } = renderSetting({ setting: { enabled: true, limitMb: 200 } });
    expect(limit.disabled).toBe(false);
    await user.selectOptions(limit, '1 GB');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ enabled: true, limitMb: 1000 });
  });

  it('shows the setting it is given', () => {
    const { toggle, limit } = renderSetting({ setting: { enabled: true, limitMb: 100 } });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(limit.value).toBe('100');
  });

  it('describes the switch with how the limit counts', () => {
    const { toggle } = renderSetting();
    const hint = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      '上限に収まるだけ、新しい話から保存します。手動で保存した話は上限に含まれません。',
    );
  });

  it('changes nothing while disabled', async () => {
    const user = userEvent.setup();
    const { toggle, limit, onChange } = renderSetting({
      setting: { enabled: true, limitMb: 200 },
      disabled: true,
    });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(limit.disabled).toBe(true);
    await user.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe.each(['en', 'zh-Hant-TW'] as const)('AutoKeepSettingForm in %s', (locale) => {
  it('names the switch and the limit in the language, with no Japanese', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(setting: AutoKeepSetting) => void>();
    render(
      <UiLocaleProvider locale={locale}>
        <AutoKeepSettingForm setting={DEFAULT_AUTO_KEEP_SETTING} onChange={onChange} />
      </UiLocaleProvider>,
    );
    const text = AUTO_KEEP_TEXTS[locale];
    expect(screen.getByRole('combobox', { name: text.limit })).toBeTruthy();
    expect(screen.getByText(text.hint)).toBeTruthy();
    expect(kanaTexts()).toEqual([]);
    await user.click(screen.getByRole('switch', { name: text.enable }));
    expect(onChange).toHaveBeenCalledWith({ ...DEFAULT_AUTO_KEEP_SETTING, enabled: true });
  });
});
