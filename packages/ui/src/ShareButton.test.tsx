import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';
import { ShareButton } from './ShareButton';

const PAGE_URL = 'https://example.com/works/1?ref=a&b=c';
const TITLE = 'タイトル & 第1話';

afterEach(() => {
  cleanup();
  // `share` is stubbed per test; happy-dom has none.
  Reflect.deleteProperty(navigator, 'share');
  vi.restoreAllMocks();
});

function stubShare(implementation: () => Promise<void>) {
  const share = vi.fn(implementation);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  return share;
}

function trigger() {
  return screen.getByRole('button', { name: 'シェア' });
}

function menu() {
  return document.getElementById(trigger().getAttribute('aria-controls') ?? '') as HTMLElement;
}

async function openMenu() {
  const user = userEvent.setup();
  const onShare = vi.fn();
  render(
    <>
      <ShareButton url={PAGE_URL} title={TITLE} onShare={onShare} />
      <p>外側</p>
    </>,
  );
  await user.click(trigger());
  // The menu's code loads with the first press; the button is expanded once it shows.
  await waitFor(() => expect(trigger().getAttribute('aria-expanded')).toBe('true'));
  return { user, onShare };
}

describe('ShareButton with a system share sheet', () => {
  it('shares title, text and URL and reports native once it resolves', async () => {
    const user = userEvent.setup();
    const share = stubShare(() => Promise.resolve());
    const onShare = vi.fn();
    render(<ShareButton url={PAGE_URL} title={TITLE} text="説明" onShare={onShare} />);
    expect(trigger().hasAttribute('aria-expanded')).toBe(false);
    await user.click(trigger());
    expect(share).toHaveBeenCalledTimes(1);
    expect(share).toHaveBeenCalledWith({ title: TITLE, text: '説明', url: PAGE_URL });
    expect(onShare.mock.calls).toEqual([['native']]);
    expect(menu()).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('reports nothing and stays quiet when the user cancels', async () => {
    const user = userEvent.setup();
    const share = stubShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const onShare = vi.fn();
    render(<ShareButton url={PAGE_URL} title={TITLE} onShare={onShare} />);
    await user.click(trigger());
    expect(share).toHaveBeenCalledTimes(1);
    expect(onShare).not.toHaveBeenCalled();
    expect(trigger().hasAttribute('aria-expanded')).toBe(false);
  });

  it('ignores a second tap while the sheet is open', async () => {
    const user = userEvent.setup();
    let resolve = () => {};
    const share = stubShare(() => new Promise<void>((done) => (resolve = done)));
    const onShare = vi.fn();
    render(<ShareButton url={PAGE_URL} title={TITLE} onShare={onShare} />);
    await user.click(trigger());
    await user.click(trigger());
    expect(share).toHaveBeenCalledTimes(1);
    await act(async () => resolve());
    expect(onShare.mock.calls).toEqual([['native']]);
  });

  it('offers the menu when the browser refuses to share', async () => {
    const user = userEvent.setup();
    stubShare(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    const onShare = vi.fn();
    render(<ShareButton url={PAGE_URL} title={TITLE} onShare={onShare} />);
    await user.click(trigger());
    await waitFor(() => expect(trigger().getAttribute('aria-expanded')).toBe('true'));
    expect(menu().hidden).toBe(false);
    expect(onShare).not.toHaveBeenCalled();
  });
});

describe('ShareButton menu (no system share sheet)', () => {
  it('starts closed, without the menu until the button is reached for', async () => {
    const user = userEvent.setup();
    render(<ShareButton url={PAGE_URL} title={TITLE} />);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().hasAttribute('aria-controls')).toBe(false);
    expect(screen.queryByRole('link')).toBeNull();
    // Pointing at the button loads the menu, hidden, which the button then controls.
    await user.hover(trigger());
    await waitFor(() => expect(menu()).not.toBeNull());
    expect(menu().hidden).toBe(true);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('takes another label', () => {
    render(<ShareButton url={PAGE_URL} title={TITLE} label="Share" className="extra" />);
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button.closest('[data-slot="share-button"]')?.className).toBe('cw-ui-share extra');
  });

  it('opens and closes on click', async () => {
    const { user } = await openMenu();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(menu().hidden).toBe(false);
    await user.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(menu().hidden).toBe(true);
  });

  it('closes on Escape and returns focus to the button', async () => {
    const { user } = await openMenu();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'リンクをコピー' }));
    await user.keyboard('{Escape}');
    expect(menu().hidden).toBe(true);
    expect(document.activeElement).toBe(trigger());
  });

  it('takes the Escape before an enclosing dialog does', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange} title="作品">
        <ShareButton url={PAGE_URL} title={TITLE} />
      </Modal>,
    );
    await user.click(trigger());
    await waitFor(() => expect(trigger().getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{Escape}');
    expect(menu().hidden).toBe(true);
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes on a click outside but not on a click inside', async () => {
    const { user } = await openMenu();
    await user.click(menu());
    expect(menu().hidden).toBe(false);
    await user.click(screen.getByText('外側'));
    expect(menu().hidden).toBe(true);
  });

  it('reaches every item with Tab', async () => {
    const { user } = await openMenu();
    const names = [];
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      names.push(document.activeElement?.textContent);
    }
    expect(names).toEqual(['リンクをコピー', 'Xでポスト', 'LINEで送る', 'Facebookでシェア']);
  });

  it('links to X, LINE and Facebook in a new tab', async () => {
    await openMenu();
    const encodedUrl = encodeURIComponent(PAGE_URL);
    const expected = {
      Xでポスト: `https://x.com/intent/post?text=${encodeURIComponent(TITLE)}&url=${encodedUrl}`,
      LINEで送る: `https://social-plugins.line.me/lineit/share?url=${encodedUrl}`,
      Facebookでシェア: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
  });

  it.each([
    ['Xでポスト', 'x'],
    ['LINEで送る', 'line'],
    ['Facebookでシェア', 'facebook'],
  ])('reports %s as %s, closes and returns focus', async (name, method) => {
    const { user, onShare } = await openMenu();
    const link = screen.getByRole('link', { name });
    // Keeps happy-dom from navigating; the browser opens a new tab.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onShare.mock.calls).toEqual([[method]]);
    expect(menu().hidden).toBe(true);
    expect(document.activeElement).toBe(trigger());
  });

  it('copies the URL, announces it and reports copy', async () => {
    const { user, onShare } = await openMenu();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'リンクをコピー' }));
    expect(writeText).toHaveBeenCalledWith(PAGE_URL);
    expect(await navigator.clipboard.readText()).toBe(PAGE_URL);
    expect(status.textContent).toBe('リンクをコピーしました');
    expect(onShare.mock.calls).toEqual([['copy']]);
    expect(menu().hidden).toBe(false);
  });

  it('announces a failed copy and reports nothing', async () => {
    const { user, onShare } = await openMenu();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    await user.click(screen.getByRole('button', { name: 'リンクをコピー' }));
    expect(screen.getByRole('status').textContent).toBe('コピーできませんでした');
    expect(onShare).not.toHaveBeenCalled();
  });

  it('announces a failed copy when there is no clipboard', async () => {
    const { user, onShare } = await openMenu();
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    await user.click(screen.getByRole('button', { name: 'リンクをコピー' }));
    expect(screen.getByRole('status').textContent).toBe('コピーできませんでした');
    expect(onShare).not.toHaveBeenCalled();
  });

  it('clears the message when the menu opens again', async () => {
    const { user } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'リンクをコピー' }));
    expect(screen.getByRole('status').textContent).toBe('リンクをコピーしました');
    await user.click(trigger());
    await user.click(trigger());
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
