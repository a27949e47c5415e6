import { kanaTexts } from '@cw/vitest-config/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hidePreferences } from 'vanilla-cookieconsent';
import { consentFromCategories } from './consent';
import { type ConsentDialogOptions, showConsentSettings } from './consentDialog';
import {
  CONSENT_CATEGORY_TEXTS,
  CONSENT_DIALOG_TEXT,
  CONSENT_DIALOG_TEXTS,
} from './consentDialogConfig';
import './consentDialog.css';

/** The dialog lives on the document's body, outside the story's canvas. */
const page = () => within(document.body);

/** The settings dialog, once shown, by its name. */
const settings = (name: string) => page().findByRole('dialog', { name });

/** The choice the site holds when the settings open: performance only. */
const held = consentFromCategories(['performance']);

/** The choice the stories save: targeting switched on as well. */
const saved = consentFromCategories(['performance', 'targeting']);

const meta = {
  title: 'analytics/ConsentDialog',
  // What the app passes. With no `locale`, the settings take the document's `lang`, which the
  // preview sets from the story's `parameters.locale`.
  args: { consent: held, onChoice: fn() },
  // The settings are open when the story loads, as on /optout, and close when it is left.
  beforeEach: async ({ args }) => {
    await showConsentSettings(args);
    return hidePreferences;
  },
  // The page behind the dialog.
  render: () => createElement('p', null, 'CWコミックのページ'),
  // On the docs page each story in a frame of its own: the modal dialog covers the window.
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<ConsentDialogOptions>;

export default meta;
type Story = StoryObj<ConsentDialogOptions>;

/**
 * Saves the switches as they are, then opens the settings again (the footer's `Cookie設定`)
 * on the choice now held: the story rests on them open.
 */
async function saveAndReopen(args: ConsentDialogOptions, name: string, save: string) {
  await userEvent.click(within(await settings(name)).getByRole('button', { name: save }));
  await waitFor(() => expect(args.onChoice).toHaveBeenCalledWith(saved));
  await showConsentSettings({ ...args, consent: saved });
  return settings(name);
}

/**
 * The settings (footer's Cookie設定, /optout): one switch per category on the choice the site
 * holds, 必須 on and locked. Saving reports the choice; opened again, they show it.
 */
export const Settings: Story = {
  play: async ({ args }) => {
    const { settingsTitle, save } = CONSENT_DIALOG_TEXT;
    const switches = within(await settings(settingsTitle));
    await waitFor(() =>
      expect(switches.getByRole('checkbox', { name: /パフォーマンス/ })).toBeChecked(),
    );
    await expect(switches.getByRole('checkbox', { name: /ターゲティング/ })).not.toBeChecked();
    await expect(switches.getByRole('checkbox', { name: /必須/ })).toBeDisabled();
    await userEvent.click(switches.getByRole('checkbox', { name: /ターゲティング/ }));
    const again = within(await saveAndReopen(args, settingsTitle, save));
    await waitFor(() =>
      expect(again.getByRole('checkbox', { name: /ターゲティング/ })).toBeChecked(),
    );
  },
};

/**
 * On a phone 390px wide: the settings take the whole width of the screen and no more, and the
 * three choices are each whole on the screen, the categories scrolling above them; every button
 * is 44 px at least each way.
 */
export const SettingsPhone: Story = {
  name: 'settings (phone)',
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async () => {
    const { settingsTitle, acceptAll, rejectAll, save } = CONSENT_DIALOG_TEXT;
    const dialog = await settings(settingsTitle);
    await expect(window.innerWidth).toBe(390);
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const name of [acceptAll, rejectAll, save]) {
      const box = within(dialog).getByRole('button', { name }).getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    }
    // Every button a finger can find: 44 px at least each way (the choices, the close button,
    // each category's heading that opens its description).
    for (const button of within(dialog).getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(Math.min(width, height), button.textContent ?? '').toBeGreaterThanOrEqual(44);
    }
  },
};

/**
 * English (/en): the settings in the reader's language (`locale`), every category named and
 * described in English, no Japanese left; saving still reports the choice.
 */
export const EnglishSettings: Story = {
  parameters: { locale: 'en' },
  args: { locale: 'en' },
  play: async ({ args }) => {
    const text = CONSENT_DIALOG_TEXTS.en;
    const dialog = await settings(text.settingsTitle);
    const switches = within(dialog);
    await waitFor(() =>
      expect(switches.getByRole('checkbox', { name: /Performance/ })).toBeChecked(),
    );
    await expect(switches.getByRole('checkbox', { name: /Strictly necessary/ })).toBeDisabled();
    for (const { about } of Object.values(CONSENT_CATEGORY_TEXTS.en)) {
      await expect(dialog).toHaveTextContent(about);
    }
    await expect(kanaTexts(dialog)).toEqual([]);
    await userEvent.click(switches.getByRole('checkbox', { name: /Targeting/ }));
    await saveAndReopen(args, text.settingsTitle, text.save);
  },
};

/**
 * Traditional Chinese (/tw), the language read from the document's `lang` (which the group
 * sets) when the app passes none. 關閉 closes the settings; opened again, they rest open.
 */
export const TraditionalChineseSettings: Story = {
  parameters: { locale: 'zh-Hant-TW' },
  play: async ({ args }) => {
    const dialog = await settings('Cookie 設定');
    const switches = within(dialog);
    await waitFor(() => expect(switches.getByRole('checkbox', { name: /效能/ })).toBeChecked());
    await expect(switches.getByRole('checkbox', { name: /必要/ })).toBeDisabled();
    await expect(switches.getByRole('button', { name: '儲存設定' })).toBeVisible();
    await expect(kanaTexts(dialog)).toEqual([]);
    await userEvent.click(switches.getByRole('button', { name: '關閉' }));
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Cookie 設定' })).toBeNull());
    await showConsentSettings(args);
    await settings('Cookie 設定');
  },
};
