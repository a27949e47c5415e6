'use client';

import { type RefObject, useEffect, useState } from 'react';
import type { ShareMethod } from './ShareButton';
import { shareLinks } from './shareLinks';

const COPIED = 'リンクをコピーしました';
const COPY_FAILED = 'コピーできませんでした';
/** The services a page is shared to, in the menu's order. */
const SERVICES = [
  ['x', 'Xでポスト'],
  ['line', 'LINEで送る'],
  ['facebook', 'Facebookでシェア'],
] as const;

export type ShareMenuProps = {
  id: string;
  open: boolean;
  url: string;
  title: string;
  onShare?: (method: ShareMethod) => void;
  /** The share button's root: a pointer down outside it closes the menu. */
  rootRef: RefObject<HTMLElement | null>;
  /** Closes the menu, returning focus to the button when asked. */
  onClose: (returnFocus: boolean) => void;
};

/**
 * The menu of `ShareButton` (loaded by it): `リンクをコピー` with the result announced in a
 * polite live region, and links to share on X, LINE and Facebook in a new tab. Escape closes
 * it and returns focus to the button; a click outside closes it.
 */
export function ShareMenu({ id, open, url, title, onShare, rootRef, onClose }: ShareMenuProps) {
  const [status, setStatus] = useState('');
  const links = shareLinks({ url, title });

  useEffect(() => {
    if (!open) return;
    // A message belongs to the menu it was given in: opened again, the menu starts quiet.
    setStatus('');
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose(false);
    };
    // Capture phase, so the menu closes before an enclosing dialog sees the Escape.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape, true);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape, true);
    };
  }, [open, rootRef, onClose]);

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

  const shareTo = (method: (typeof SERVICES)[number][0]) => {
    onShare?.(method);
    onClose(true);
  };

  return (
    <div id={id} data-slot="share-button-menu" className="cw-ui-share__menu" hidden={!open}>
      <ul className="cw-ui-share__list">
        <li>
          <button type="button" className="cw-ui-share__item" onClick={copy}>
            リンクをコピー
          </button>
        </li>
        {SERVICES.map(([method, name]) => (
          <li key={method}>
            <a
              className="cw-ui-share__item"
              href={links[method]}
              target="_blank"
              rel="noopener"
              onClick={() => shareTo(method)}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className="cw-ui-share__status">
        {status}
      </p>
    </div>
  );
}
