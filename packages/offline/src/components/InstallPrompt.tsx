'use client';

import { Button, useUiLocale } from '@cw/ui';
import { clsx } from 'clsx';
import { INSTALL_PROMPT_TEXTS } from '../text';

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
 * Its words are in the language of the nearest `UiLocaleProvider` of `@cw/ui` (Japanese without
 * one): `Add this site to your Home Screen…`, `加入主畫面…`.
 *
 * @example
 * {decision === 'offer' ? (
 *   <InstallPrompt onInstall={() => deferredPrompt.prompt()} onDismiss={() => setOffered(now)} />
 * ) : null}
 */
export function InstallPrompt({ onInstall, onDismiss, className }: InstallPromptProps) {
  const text = INSTALL_PROMPT_TEXTS[useUiLocale()];
  return (
    <section className={clsx('cw-offline-install', className)} aria-label={text.region}>
      <p className="cw-offline-install__message">{text.message}</p>
      <div className="cw-offline-install__actions">
        <Button variant="primary" size="sm" onClick={onInstall}>
          {text.install}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {text.dismiss}
        </Button>
      </div>
    </section>
  );
}
