import { kanaTexts } from '@cw/vitest-config/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AutoKeepSettingForm } from './AutoKeepSettingForm';
import '@cw/ui/styles.css';
import './offline.css';

const meta = {
  title: 'offline/AutoKeepSettingForm',
  component: AutoKeepSettingForm,
  args: { setting: { enabled: false, limitMb: 200 }, onChange: fn() },
} satisfies Meta<typeof AutoKeepSettingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off, as every reader starts: the limit waits, disabled. */
export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: '保存の上限' })).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('switch', { name: 'フォロー中の作品の最新話を自動で保存する' }),
    );
    await expect(args.onChange).toHaveBeenCalledWith({ enabled: true, limitMb: 200 });
  },
};

/** On, with 500 MB. */
export const On: Story = {
  args: { setting: { enabled: true, limitMb: 500 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch')).toBeChecked();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '保存の上限' }), '1 GB');
    await expect(args.onChange).toHaveBeenCalledWith({ enabled: true, limitMb: 1000 });
  },
};

/** While the setting loads or is saved: nothing can change. */
export const Disabled: Story = {
  args: { setting: { enabled: true, limitMb: 200 }, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

/** In English (/en), on with 500 MB. */
export const English: Story = {
  parameters: { locale: 'en' },
  args: { setting: { enabled: true, limitMb: 500 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('switch', {
        name: 'Automatically save the latest chapters of series you follow',
      }),
    ).toBeChecked();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Storage limit' }), '1 GB');
    await expect(args.onChange).toHaveBeenCalledWith({ enabled: true, limitMb: 1000 });
    await expect(kanaTexts(canvasElement)).toEqual([]);
  },
};

/** In Traditional Chinese (/tw), off. */
export const TraditionalChinese: Story = {
  parameters: { locale: 'zh-Hant-TW' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('switch', { name: '自動儲存追蹤中作品的最新話' }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: '儲存上限' })).toBeDisabled();
    await expect(kanaTexts(canvasElement)).toEqual([]);
  },
};
