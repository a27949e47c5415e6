import { kanaTexts } from '@cw/vitest-config/locale';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL_CONSENT, REQUIRED_ONLY_CONSENT } from '../consent';
import { CONSENT_DIALOG_TEXT, consentNoticeText } from '../consentDialogConfig';
import { CONSENT_NOTICE_SCRIPT } from '../consentNoticeScript';
import { ConsentNotice } from './ConsentNotice';

afterEach(cleanup);

const text = CONSENT_DIALOG_TEXT;
const ja = consentNoticeText('ja');
const notice = () => screen.getByRole('dialog', { name: text.bannerTitle });

describe('ConsentNotice', () => {
  it('offers both choices with equal weight, and the settings', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    const onOpenSettings = vi.fn();
    render(<ConsentNotice open text={ja} onChoose={onChoose} onOpenSettings={onOpenSettings} />);
    expect(notice().getAttribute('aria-modal')).toBe('false');
    expect(notice().textContent).toContain(text.bannerDescription);
    const accept = screen.getByRole('button', { name: text.acceptAll });
    const reject = screen.getByRole('button', { name: text.rejectAll });
    expect(reject.className).toBe(accept.className);

    await user.click(accept);
    expect(onChoose).toHaveBeenLastCalledWith(ACCEPT_ALL_CONSENT);
    await user.click(reject);
    expect(onChoose).toHaveBeenLastCalledWith(REQUIRED_ONLY_CONSENT);
    await user.click(screen.getByRole('button', { name: text.showSettings }));
    expect(onOpenSettings).toHaveBeenCalledTimes(1);
  });

  it('is hidden once the reader has chosen, and takes no focus', () => {
    const { rerender } = render(
      <ConsentNotice open text={ja} onChoose={() => {}} onOpenSettings={() => {}} />,
    );
    expect(document.activeElement).toBe(document.body);
    rerender(
      <ConsentNotice open={false} text={ja} onChoose={() => {}} onOpenSettings={() => {}} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("compact, hides its title visually by @cw/ui's rule; the title still names it", () => {
    render(<ConsentNotice open compact text={ja} onChoose={() => {}} onOpenSettings={() => {}} />);
    expect(notice().classList).toContain('cw-consent-notice--compact');
    expect(document.getElementById('consent-notice-title')?.classList).toContain(
      'cw-ui-visually-hidden',
    );
    expect(document.activeElement).toBe(document.body);
  });

  it('is in server HTML hidden, with the script that shows it on a first visit', () => {
    const html = renderToStaticMarkup(
      <ConsentNotice text={ja} onChoose={() => {}} onOpenSettings={() => {}} />,
    );
    expect(html).toMatch(/^<section[^>]* hidden=""/);
    expect(html).toContain(`<script>${CONSENT_NOTICE_SCRIPT}</script>`);
    expect(html).toContain(text.bannerDescription);
    // Nothing to tap before the app can keep the choice.
    expect(html.match(/<button[^>]* disabled=""/g)).toHaveLength(3);
  });
});

describe.each(['en', 'zh-Hant-TW'] as const)('ConsentNotice in %s', (locale) => {
  const text = consentNoticeText(locale);

  it("names itself and its choices in the reader's language, with no kana", async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    const onOpenSettings = vi.fn();
    render(<ConsentNotice open text={text} onChoose={onChoose} onOpenSettings={onOpenSettings} />);
    const dialog = screen.getByRole('dialog', { name: text.bannerTitle });
    expect(dialog.textContent).toContain(text.bannerDescription);
    await user.click(screen.getByRole('button', { name: text.acceptAll }));
    expect(onChoose).toHaveBeenLastCalledWith(ACCEPT_ALL_CONSENT);
    await user.click(screen.getByRole('button', { name: text.rejectAll }));
    expect(onChoose).toHaveBeenLastCalledWith(REQUIRED_ONLY_CONSENT);
    await user.click(screen.getByRole('button', { name: text.showSettings }));
    expect(onOpenSettings).toHaveBeenCalledTimes(1);
    expect(kanaTexts()).toEqual([]);
  });

  it('is in server HTML in that language, compact too', () => {
    const html = renderToStaticMarkup(
      <ConsentNotice compact text={text} onChoose={() => {}} onOpenSettings={() => {}} />,
    );
    expect(html).toContain(text.bannerTitle);
    expect(html).toContain(text.acceptAll);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(kanaTexts(container)).toEqual([]);
  });
});

describe('ConsentNotice in Japanese', () => {
  it('is in the words of the spec (which the kana check catches)', () => {
    render(<ConsentNotice open text={ja} onChoose={() => {}} onOpenSettings={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Cookieの利用について' })).toBeTruthy();
    for (const name of ['すべて同意する', '必須のみ許可する', '設定を変更する']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(kanaTexts()).not.toEqual([]);
  });
});
