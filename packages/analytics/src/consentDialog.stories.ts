import { kanaTexts } from '@cw/vitest-config/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consentFromCategories } from './consent';
import { showConsentSettings } from './consentDialog';
import {
  CONSENT_CATEGORY_TEXTS,
  CONSENT_DIALOG_TEXT,
  CONSENT_DIALOG_TEXTS,
} from './consentDialogConfig';
import './consentDialog.css';

/** The dialog lives on the document's body, outside the story's canvas. */
const page = () => within(document.body);

const meta = {
  title: 'analytics/ConsentDialog',
  // The page behind the dialog.
  render: () => createElement('p', null, 'CWコミックのページ'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The settings (footer's Cookie設定, /optout): one switch per category on the choice the site
 * holds, 必須 on and locked.
 */
export const Settings: Story = {
  play: async () => {
    const onChoice = fn();
    // Storybook's own document is `lang="en"`: the Japanese site's is `ja`.
    await showConsentSettings({
      consent: consentFromCategories(['performance']),
      onChoice,
      locale: 'ja',
    });
    const settings = await page().findByRole('dialog', {
      name: CONSENT_DIALOG_TEXT.settingsTitle,
    });
    const switches = within(settings);
    await waitFor(() =>
      expect(switches.getByRole('checkbox', { name: /パフォーマンス/ })).toBeChecked(),
    );
    await expect(switches.getByRole('checkbox', { name: /ターゲティング/ })).not.toBeChecked();
    await expect(switches.getByRole('checkbox', { name: /必須/ })).toBeDisabled();
    await userEvent.click(switches.getByRole('checkbox', { name: /ターゲティング/ }));
    await userEvent.click(switches.getByRole('button', { name: CONSENT_DIALOG_TEXT.save }));
    await waitFor(() =>
      expect(onChoice).toHaveBeenCalledWith(consentFromCategories(['performance', 'targeting'])),
    );
  },
};

/**
 * English (/en): the settings in the reader's language (`locale`), every category named and
 * described in English, no Japanese left; saving still reports the choice.
 */
export const EnglishSettings: Story = {
  parameters: { locale: 'en' },
  play: async () => {
    const onChoice = fn();
    const text = CONSENT_DIALOG_TEXTS.en;
    await showConsentSettings({
      consent: consentFromCategories(['performance']),
      onChoice,
      locale: 'en',
    });
    const settings = await page().findByRole('dialog', { name: 'Cookie settings' });
    const switches = within(settings);
    await waitFor(() =>
      expect(switches.getByRole('checkbox', { name: /Performance/ })).toBeChecked(),
    );
    await expect(switches.getByRole('checkbox', { name: /Strictly necessary/ })).toBeDisabled();
    for (const { about } of Object.values(CONSENT_CATEGORY_TEXTS.en)) {
      await expect(settings).toHaveTextContent(about);
    }
    await expect(kanaTexts(settings)).toEqual([]);
    await userEvent.click(switches.getByRole('checkbox', { name: /Targeting/ }));
    await userEvent.click(switches.getByRole('button', { name: text.save }));
    await waitFor(() =>
      expect(onChoice).toHaveBeenCalledWith(consentFromCategories(['performance', 'targeting'])),
    );
  },
};

/**
 * Traditional Chinese (/tw), the language read from the document's `lang` (which the group
 * sets) when the app passes none.
 */
export const TraditionalChineseSettings: Story = {
  parameters: { locale: 'zh-Hant-TW' },
  play: async () => {
    const lang = document.documentElement.lang;
    document.documentElement.lang = 'zh-Hant-TW';
    try {
      await showConsentSettings({
        consent: consentFromCategories(['performance']),
        onChoice: fn(),
      });
    } finally {
      document.documentElement.lang = lang;
    }
    const settings = await page().findByRole('dialog', { name: 'Cookie 設定' });
    const switches = within(settings);
    await waitFor(() => expect(switches.getByRole('checkbox', { name: /效能/ })).toBeChecked());
    await expect(switches.getByRole('checkbox', { name: /必要/ })).toBeDisabled();
    await expect(switches.getByRole('button', { name: '儲存設定' })).toBeVisible();
    await expect(kanaTexts(settings)).toEqual([]);
    await userEvent.click(switches.getByRole('button', { name: '關閉' }));
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Cookie 設定' })).toBeNull());
  },
};
