import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL_CONSENT, REQUIRED_ONLY_CONSENT } from '../consent';
import { CONSENT_DIALOG_TEXT } from '../consentDialogConfig';
import { CONSENT_NOTICE_SCRIPT } from '../consentNoticeScript';
import { ConsentNotice } from './ConsentNotice';

afterEach(cleanup);

const text = CONSENT_DIALOG_TEXT;
const notice = () => screen.getByRole('dialog', { name: text.bannerTitle });

describe('ConsentNotice', () => {
  it('offers both choices with equal weight, and the settings', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    const onOpenSettings = vi.fn();
    render(<ConsentNotice open onChoose={onChoose} onOpenSettings={onOpenSettings} />);
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
      <ConsentNotice open onChoose={() => {}} onOpenSettings={() => {}} />,
    );
    expect(document.activeElement).toBe(document.body);
    rerender(<ConsentNotice open={false} onChoose={() => {}} onOpenSettings={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("compact, hides its title visually by @cw/ui's rule; the title still names it", () => {
    render(<ConsentNotice open compact onChoose={() => {}} onOpenSettings={() => {}} />);
    expect(notice().classList).toContain('cw-consent-notice--compact');
    expect(document.getElementById('consent-notice-title')?.classList).toContain(
      'cw-ui-visually-hidden',
    );
    expect(document.activeElement).toBe(document.body);
  });

  it('is in server HTML hidden, with the script that shows it on a first visit', () => {
    const html = renderToStaticMarkup(
      <ConsentNotice onChoose={() => {}} onOpenSettings={() => {}} />,
    );
    expect(html).toMatch(/^<section[^>]* hidden=""/);
    expect(html).toContain(`<script>${CONSENT_NOTICE_SCRIPT}</script>`);
    expect(html).toContain(text.bannerDescription);
    // Nothing to tap before the app can keep the choice.
    expect(html.match(/<button[^>]* disabled=""/g)).toHaveLength(3);
  });
});
