import { Button } from '@cw/ui';
import { ACCEPT_ALL_CONSENT, type Consent, REQUIRED_ONLY_CONSENT } from '../consent';
import type { ConsentNoticeText } from '../consentDialogConfig';
import { CONSENT_NOTICE_SCRIPT } from '../consentNoticeScript';

export interface ConsentNoticeProps {
  /**
   * Whether the reader has yet to choose: shown when `true`, hidden when `false`. `undefined`
   * where that is not known (server HTML shared by every reader, and hydrating it): the inline
   * script shows the notice before the first paint when the cookies hold no choice.
   */
  open?: boolean;
  /** すべて同意する or 必須のみ許可する: the reader's choice. */
  onChoose: (consent: Consent) => void;
  /** 設定を変更する: the settings, one switch per category (the dialog library's). */
  onOpenSettings: () => void;
  /**
   * A compact bar for a page the reader reads (the viewer): at most ~15 % of a 390×844 screen
   * along the bottom edge, clear of the page's centre. The description is cut to two lines,
   * the title is for assistive technology only, and the three choices share one row.
   */
  compact?: boolean;
  /**
   * Its words in the reader's language (`consentNoticeText(locale)`), chosen by the server: a
   * prop, not `useUiLocale` and a record of every language, so a page's scripts carry none of
   * the other languages' words, and the module stays server-renderable without hooks.
   */
  text: ConsentNoticeText;
}

/**
 * The consent notice of a first visit: what the site measures and three choices of equal
 * weight, at the bottom of the window over the page. Server-rendered and styled by CSS alone
 * (`@cw/analytics/notice.css`), so it paints with the page; it takes no focus and holds no
 * page still: a non-modal dialog the reader answers when they like. Its buttons are disabled
 * until the app knows the choice (`open` given), so a tap before hydration is never lost
 * silently; the settings' code loads only when they are opened. Its words are the reader's
 * language's (`text`).
 *
 * @example
 * <ConsentNotice open={chosen === undefined ? undefined : chosen === null} text={consentNoticeText('en')} onChoose={save} onOpenSettings={openSettings} />
 */
export function ConsentNotice({
  open,
  onChoose,
  onOpenSettings,
  compact = false,
  text,
}: ConsentNoticeProps) {
  const waiting = open === undefined;
  return (
    <section
      className={compact ? 'cw-consent-notice cw-consent-notice--compact' : 'cw-consent-notice'}
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-notice-title"
      aria-describedby="consent-notice-description"
      hidden={open !== true}
      // The inline script shows it before hydration on a first visit.
      suppressHydrationWarning
    >
      <script
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own
        dangerouslySetInnerHTML={{ __html: CONSENT_NOTICE_SCRIPT }}
      />
      <h2
        id="consent-notice-title"
        className={
          // Its name still labels the dialog; the bar's room goes to the text and the choices.
          compact ? 'cw-consent-notice__title cw-ui-visually-hidden' : 'cw-consent-notice__title'
        }
      >
        {text.bannerTitle}
      </h2>
      <p id="consent-notice-description" className="cw-consent-notice__description">
        {text.bannerDescription}
      </p>
      <div className="cw-consent-notice__actions">
        <Button size="sm" disabled={waiting} onClick={() => onChoose(ACCEPT_ALL_CONSENT)}>
          {text.acceptAll}
        </Button>
        <Button size="sm" disabled={waiting} onClick={() => onChoose(REQUIRED_ONLY_CONSENT)}>
          {text.rejectAll}
        </Button>
        <Button size="sm" variant="secondary" disabled={waiting} onClick={onOpenSettings}>
          {text.showSettings}
        </Button>
      </div>
    </section>
  );
}
