'use client';

import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { buttonClassName } from './buttonClassName';
import { cx } from './cx';
import { shareLinks } from './shareLinks';

/** How a page was shared: the system share sheet, a copied link or one of the services. */
export type ShareMethod = 'native' | 'copy' | 'x' | 'line' | 'facebook';

export type ShareButtonProps = Omit<ComponentProps<'div'>, 'title' | 'children'> & {
  /** Absolute URL of the page to share. */
  url: string;
  /** Title passed to the share sheet and posted to X. */
  title: string;
  /** Extra text for the system share sheet. */
  text?: string;
  /** Button text; `シェア` unless the caller says otherwise. */
  label?: string;
  /**
   * Called once a share went through: the share sheet resolved, the link was copied or a
   * service link was clicked. Not called when the user cancels the share sheet.
   */
  onShare?: (method: ShareMethod) => void;
};

const COPIED = 'リンクをコピーしました';
const COPY_FAILED = 'コピーできませんでした';

/**
 * A share button. Where the browser has a system share sheet (`navigator.share`, mostly
 * phones) it opens that; elsewhere it toggles a small menu (`aria-expanded`,
 * `aria-controls`) with `リンクをコピー` and links to share on X, LINE and Facebook in a new
 * tab. Escape closes the menu and returns focus to the button; a click outside closes it.
 * The result of copying is announced in a polite live region.
 *
 * @example
 * <ShareButton
 *   url="https://example.com/works/1"
 *   title="作品タイトル"
 *   onShare={(method) => track('share', { method })}
 * />
 */
export function ShareButton({
  url,
  title,
  text,
  label = 'シェア',
  onShare,
  className,
  ...props
}: ShareButtonProps) {
  // Starts false so the server HTML and hydration agree; set after mount.
  const [native, setNative] = useState(false);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const sharing = useRef(false);
  const menuId = useId();
  const links = shareLinks({ url, title });

  useEffect(() => {
    setNative(typeof navigator.share === 'function');
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Capture phase, so the menu closes before an enclosing dialog sees the Escape.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape, true);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape, true);
    };
  }, [open]);

  const handleClick = () => {
    if (!native) {
      if (!open) setStatus('');
      setOpen(!open);
      return;
    }
    // A second call while the sheet is up would reject; ignore double taps.
    if (sharing.current) return;
    sharing.current = true;
    navigator
      .share({ title, text, url })
      .then(
        () => onShare?.('native'),
        (error: unknown) => {
          // Cancelled by the user: nothing to do. Refused (e.g. in an iframe without the
          // permission): offer the menu instead.
          if ((error as { name?: unknown } | null)?.name === 'AbortError') return;
          setNative(false);
          setStatus('');
          setOpen(true);
        },
      )
      .finally(() => {
        sharing.current = false;
      });
  };

  const copy = async () => {
    // Cleared first so copying twice announces twice.
    setStatus('');
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard (insecure context, old browser) or permission refused.
      setStatus(COPY_FAILED);
      return;
    }
    setStatus(COPIED);
    onShare?.('copy');
  };

  const shareTo = (method: 'x' | 'line' | 'facebook') => {
    onShare?.(method);
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      data-slot="share-button"
      data-state={open ? 'open' : 'closed'}
      className={cx('cw-ui-share', className)}
      {...props}
    >
      <button
        ref={buttonRef}
        type="button"
        data-slot="share-button-trigger"
        className={buttonClassName({ variant: 'secondary', className: 'cw-ui-share__trigger' })}
        aria-expanded={native ? undefined : open}
        aria-controls={native ? undefined : menuId}
        onClick={handleClick}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            d="M12 15V3M7 8l5-5 5 5M5 12v8h14v-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <span>{label}</span>
      </button>
      <div id={menuId} data-slot="share-button-menu" className="cw-ui-share__menu" hidden={!open}>
        <ul className="cw-ui-share__list">
          <li>
            <button type="button" className="cw-ui-share__item" onClick={copy}>
              リンクをコピー
            </button>
          </li>
          <li>
            <a
              className="cw-ui-share__item"
              href={links.x}
              target="_blank"
              rel="noopener"
              onClick={() => shareTo('x')}
            >
              Xでポスト
            </a>
          </li>
          <li>
            <a
              className="cw-ui-share__item"
              href={links.line}
              target="_blank"
              rel="noopener"
              onClick={() => shareTo('line')}
            >
              LINEで送る
            </a>
          </li>
          <li>
            <a
              className="cw-ui-share__item"
              href={links.facebook}
              target="_blank"
              rel="noopener"
              onClick={() => shareTo('facebook')}
            >
              Facebookでシェア
            </a>
          </li>
        </ul>
        <p role="status" className="cw-ui-share__status">
          {status}
        </p>
      </div>
    </div>
  );
}
