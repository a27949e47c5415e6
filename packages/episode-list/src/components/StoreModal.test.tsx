import { STORE_CODES } from '@cw/contract/constants';
import { buildStore } from '@cw/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreModal, type StoreModalProps } from './StoreModal';

afterEach(cleanup);

// Following a `target="_blank"` link would open a window: keep the click, skip the navigation.
function preventNavigation() {
  const prevent = (event: Event) => event.preventDefault();
  document.addEventListener('click', prevent);
  return () => document.removeEventListener('click', prevent);
}

function Harness(props: Partial<StoreModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        開く
      </button>
      <StoreModal
        stores={[buildStore('amazon'), buildStore('book_walker')]}
        {...props}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

describe('StoreModal', () => {
  it("is the dialog 'ストアを選択' listing store logos as external links", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '開く' }));
    const dialog = screen.getByRole('dialog', { name: 'ストアを選択' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://book-walker.example/works/1',
      'https://amazon.example/works/1',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
    expect(within(dialog).getByRole('img', { name: 'amazon' }).getAttribute('src')).toBe(
      '/v3/media/stores/amazon.png',
    );
  });

  it('names what it sells under its title and is described by it', async () => {
    const user = userEvent.setup();
    render(<Harness subjectName="ねこと魔法のパン屋さん 3" />);
    await user.click(screen.getByRole('button', { name: '開く' }));
    const dialog = screen.getByRole('dialog', {
      name: 'ストアを選択',
      description: 'ねこと魔法のパン屋さん 3',
    });
    const heading = within(dialog).getByRole('heading', { name: 'ストアを選択' });
    const subject = within(dialog).getByText('ねこと魔法のパン屋さん 3');
    expect(
      heading.compareDocumentPosition(subject) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('has no line and no description without a subject', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '開く' }));
    const dialog = screen.getByRole('dialog', { name: 'ストアを選択' });
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    expect(dialog.querySelector('p')).toBeNull();
  });

  it('orders by display order, book_walker first when it is top-ranked', async () => {
    const user = userEvent.setup();
    const stores = [...STORE_CODES].reverse().map(buildStore);
    render(<Harness stores={stores} topRankedStore="book_walker" />);
    await user.click(screen.getByRole('button', { name: '開く' }));
    const names = within(screen.getByRole('dialog'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('data-store'));
    expect(names).toEqual(STORE_CODES);
  });

  it('calls onStoreModalOpen once per opening, also in Strict Mode', async () => {
    const user = userEvent.setup();
    const onStoreModalOpen = vi.fn();
    render(
      <StrictMode>
        <Harness onStoreModalOpen={onStoreModalOpen} />
      </StrictMode>,
    );
    expect(onStoreModalOpen).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '開く' }));
    expect(onStoreModalOpen).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: '開く' }));
    expect(onStoreModalOpen).toHaveBeenCalledTimes(2);
  });

  it('reports the opening once when it is open from the start, described by its subject', () => {
    // The viewer's store-only screen opens it at once, naming the work and the episode.
    const onStoreModalOpen = vi.fn();
    render(
      <StoreModal
        open
        onOpenChange={() => {}}
        stores={[buildStore('amazon')]}
        subjectName="作品1 第4話"
        onStoreModalOpen={onStoreModalOpen}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'ストアを選択', description: '作品1 第4話' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.getAttribute('data-store')),
    ).toEqual(['amazon']);
    expect(onStoreModalOpen).toHaveBeenCalledTimes(1);
  });

  it('calls onStoreClick with the store followed', async () => {
    const user = userEvent.setup();
    const onStoreClick = vi.fn();
    const restore = preventNavigation();
    render(<Harness onStoreClick={onStoreClick} />);
    await user.click(screen.getByRole('button', { name: '開く' }));
    await user.click(screen.getByRole('link', { name: 'amazon' }));
    restore();
    expect(onStoreClick).toHaveBeenCalledExactlyOnceWith(buildStore('amazon'));
  });

  it('closes with the close button 閉じる and Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '開く' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: '開く' }));
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('serves AVIF and WebP variants of a logo base path, on the image host', async () => {
    const user = userEvent.setup();
    const store = { ...buildStore('honto'), image: '/v3/media/stores/honto' };
    render(<Harness stores={[store]} imageBaseUrl="https://cdn.example" />);
    await user.click(screen.getByRole('button', { name: '開く' }));
    const image = screen.getByRole('img', { name: 'honto' });
    expect(image.getAttribute('src')).toBe('https://cdn.example/v3/media/stores/honto/w320.webp');
    const avif = image.parentElement?.querySelector('source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toBe(
      'https://cdn.example/v3/media/stores/honto/w160.avif 160w, https://cdn.example/v3/media/stores/honto/w320.avif 320w',
    );
  });
});
