import { Button } from '@cw/ui';
import { INSTALL_PROMPT_TEXT } from '../text';
import { cx } from './cx';

export interface InstallPromptProps {
  /** `追加する`: the app calls the kept `beforeinstallprompt` event's `prompt()`. */
  onInstall: () => void;
  /** `今はしない`: the app hides the banner (it was offered: `markInstallPromptOffered`). */
  onDismiss: () => void;
  className?: string;
}

/**
 * The banner offering to install the app, shown once per device when
 * `installPromptDecision(…)` says `offer`: `ホーム画面に追加すると、アプリのように読めます`
 * with `追加する` and `今はしない`. A named region in the page, not a dialog: it takes no focus
 * and blocks nothing, and the reader may ignore it. The app decides where and whether it shows.
 *
 * @example
 * {decision === 'offer' ? (
 *   <InstallPrompt onInstall={() => deferredPrompt.prompt()} onDismiss={() => setOffered(now)} />
 * ) : null}
 */
export function InstallPrompt({ onInstall, onDismiss, className }: InstallPromptProps) {
  return (
    <section
      className={cx('cw-offline-install', className)}
      aria-label={INSTALL_PROMPT_TEXT.region}
    >
      <p className="cw-offline-install__message">{INSTALL_PROMPT_TEXT.message}</p>
      <div className="cw-offline-install__actions">
        <Button variant="primary" size="sm" onClick={onInstall}>
          {INSTALL_PROMPT_TEXT.install}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {INSTALL_PROMPT_TEXT.dismiss}
        </Button>
      </div>
    </section>
  );
}
