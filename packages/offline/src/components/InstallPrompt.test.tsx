import { UiLocaleProvider } from '@cw/ui';
import { kanaTexts } from '@cw/vitest-config/locale';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_PROMPT_TEXTS } from '../text';
import { InstallPrompt } from './InstallPrompt';

afterEach(cleanup);

function renderPrompt() {
  const onInstall = vi.fn();
  const onDismiss = vi.fn();
  render(
    <>
      <button type="button">読む</button>
      <InstallPrompt onInstall={onInstall} onDismiss={onDismiss} className="home-install" />
    </>,
  );
  return {
    onInstall,
    onDismiss,
    region: screen.getByRole('region', { name: 'ホーム画面への追加' }),
  };
}

describe('InstallPrompt', () => {
  it('is a named region saying what installing gives, not a dialog', () => {
    const { region } = renderPrompt();
    expect(region.tagName).toBe('SECTION');
    expect(region.classList.contains('cw-offline-install')).toBe(true);
    expect(region.classList.contains('home-install')).toBe(true);
    expect(within(region).getByText('ホーム画面に追加すると、アプリのように読めます')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes no focus when it shows', () => {
    renderPrompt();
    expect(document.activeElement).toBe(document.body);
  });

  it('reports 追加する and 今はしない', async () => {
    const user = userEvent.setup();
    const { region, onInstall, onDismiss } = renderPrompt();
    await user.click(within(region).getByRole('button', { name: '追加する' }));
    expect(onInstall).toHaveBeenCalledOnce();
    expect(onDismiss).not.toHaveBeenCalled();
    await user.click(within(region).getByRole('button', { name: '今はしない' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(onInstall).toHaveBeenCalledOnce();
  });

  it('is reached with Tab after what comes before it', async () => {
    const user = userEvent.setup();
    const { onInstall } = renderPrompt();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('読む');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('追加する');
    await user.keyboard('{Enter}');
    expect(onInstall).toHaveBeenCalledOnce();
  });
});

describe.each(['en', 'zh-Hant-TW'] as const)('InstallPrompt in %s', (locale) => {
  it('offers to install in the language, with no Japanese', async () => {
    const user = userEvent.setup();
    const onInstall = vi.fn();
    const onDismiss = vi.fn();
    render(
      <UiLocaleProvider locale={locale}>
        <InstallPrompt onInstall={onInstall} onDismiss={onDismiss} />
      </UiLocaleProvider>,
    );
    const text = INSTALL_PROMPT_TEXTS[locale];
    const region = screen.getByRole('region', { name: text.region });
    expect(within(region).getByText(text.message)).toBeTruthy();
    expect(kanaTexts()).toEqual([]);
    await user.click(within(region).getByRole('button', { name: text.install }));
    await user.click(within(region).getByRole('button', { name: text.dismiss }));
    expect(onInstall).toHaveBeenCalledOnce();
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});

describe('InstallPrompt in English', () => {
  it('reads as an English reader expects', () => {
    render(
      <UiLocaleProvider locale="en">
        <InstallPrompt onInstall={() => {}} onDismiss={() => {}} />
      </UiLocaleProvider>,
    );
    const region = screen.getByRole('region', { name: 'Add to Home Screen' });
    expect(within(region).getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Not now' })).toBeTruthy();
  });
});
