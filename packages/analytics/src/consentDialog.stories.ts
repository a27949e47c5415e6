import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consentFromCategories } from './consent';
import { showConsentSettings } from './consentDialog';
import { CONSENT_DIALOG_TEXT } from './consentDialogConfig';
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
    await showConsentSettings({ consent: consentFromCategories(['performance']), onChoice });
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
