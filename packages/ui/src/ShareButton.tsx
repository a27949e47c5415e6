'use client';

import { clsx } from 'clsx';
import {
  type ComponentProps,
  type ComponentType,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { buttonClassName } from './buttonClassName';
import { lazyModule } from './lazyModule';
import type { ShareMenuProps } from './ShareMenu';

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

// The menu's code (copying, the services' links, closing on Escape or a click outside) is not
// part of the page: it loads when the button is first pointed at, focused or pressed, once for
// the page. A phone with a system share sheet never needs it.
const loadShareMenu = lazyModule(() => import('./ShareMenu').then(({ ShareMenu }) => ShareMenu));

/**
 * A share button. Where the browser has a system share sheet (`navigator.share`, mostly
 * phones) it opens that; elsewhere it toggles a small menu (`aria-expanded`,
 * `aria-controls`) with `リンクをコピー` and links to share on X, LINE and Facebook in a new
 * tab. Escape closes the menu and returns focus to the button; a click outside closes it.
 * The result of copying is announced in a polite live region. The menu's code loads when the
 * button is first pointed at, focused or pressed; `aria-expanded` turns true once it shows.
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
  const [Menu, setMenu] = useState<ComponentType<ShareMenuProps> | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const sharing = useRef(false);
  const menuId = useId();

  useEffect(() => {
    setNative(typeof navigator.share === 'function');
  }, []);

  const load = () => {
    loadShareMenu().then(
      (loaded) => setMenu(() => loaded),
      () => setOpen(false),
    );
  };
  const openMenu = () => {
    load();
    setOpen(true);
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const handleClick = () => {
    if (!native) {
      if (open) setOpen(false);
      else openMenu();
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
          openMenu();
        },
      )
      .finally(() => {
        sharing.current = false;
      });
  };

  const shown = open && Menu !== null;
  return (
    <div
      ref={rootRef}
      data-slot="share-button"
      data-state={shown ? 'open' : 'closed'}
      className={clsx('cw-ui-share', className)}
      {...props}
    >
      <button
        ref={buttonRef}
        type="button"
        data-slot="share-button-trigger"
        className={buttonClassName({ variant: 'secondary', className: 'cw-ui-share__trigger' })}
        aria-expanded={native ? undefined : shown}
        aria-controls={native || Menu === null ? undefined : menuId}
        onPointerEnter={native ? undefined : load}
        onFocus={native ? undefined : load}
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
      {Menu ? (
        <Menu
          id={menuId}
          open={open}
          url={url}
          title={title}
          onShare={onShare}
          rootRef={rootRef}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
