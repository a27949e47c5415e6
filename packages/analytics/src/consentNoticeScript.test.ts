import { describe, expect, it } from 'vitest';
import { CONSENT_NOTICE_SCRIPT } from './consentNoticeScript';

/** Runs the script as the browser would, in a notice rendered `hidden`, with these cookies. */
function run(cookie: string): boolean {
  const notice = { hidden: true };
  const document = { cookie, currentScript: { parentElement: notice } };
  new Function('document', CONSENT_NOTICE_SCRIPT)(document);
  return notice.hidden;
}

describe('CONSENT_NOTICE_SCRIPT', () => {
  it('shows the notice when no cookie holds a choice', () => {
    expect(run('')).toBe(false);
    expect(run('theme=dark; other_cw_consent=1.1')).toBe(false);
  });

  it('leaves it hidden for a reader who has chosen', () => {
    expect(run('cw_consent=1.1000000')).toBe(true);
    expect(run('theme=dark; cw_consent=1.1111111')).toBe(true);
  });

  it('leaves it hidden when the cookies cannot be read', () => {
    const notice = { hidden: true };
    const document = {
      get cookie(): string {
        throw new Error('SecurityError');
      },
      currentScript: { parentElement: notice },
    };
    new Function('document', CONSENT_NOTICE_SCRIPT)(document);
    expect(notice.hidden).toBe(true);
  });
});
