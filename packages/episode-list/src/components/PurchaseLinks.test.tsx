import type { RelatedProduct } from '@cw/contract/schemas';
import { buildStore, buildVolume } from '@cw/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PURCHASE_LINKS_HEADING_TEXT } from '../text';
import { PurchaseLinks } from './PurchaseLinks';

afterEach(cleanup);

const NOW = new Date('2024-02-01T12:00:00+09:00');

function product(id: number, release: string, codes = ['amazon', 'book_walker'] as const) {
  const { title, thumbnail } = buildVolume(id);
  return {
    volume: { id, title, thumbnail, release },
    stores: codes.map((code) => buildStore(code)),
  } satisfies RelatedProduct;
}

describe('PurchaseLinks', () => {
  it('offers the latest volume with its release date and its stores as external links', () => {
    render(
      <PurchaseLinks
        products={[
          product(1, '2023-05-01T00:00:00+09:00'),
          product(2, '2024-01-20T00:00:00+09:00'),
        ]}
        now={NOW}
        allVolumesHref="/detail/CW_000001_S?episodeType=comics"
      />,
    );
    const section = screen.getByRole('region', { name: PURCHASE_LINKS_HEADING_TEXT });
    expect(within(section).getByText('第2巻')).toBeTruthy();
    const release = within(section).getByText('2024/01/20発売').closest('p');
    expect(release?.classList.contains('cw-el-release--recent')).toBe(true);
    const links = within(section).getAllByRole('link');
    const stores = links.filter((link) => link.getAttribute('target') === '_blank');
    // Display order: book_walker (0) before amazon (1).
    expect(stores.map((link) => link.getAttribute('data-store'))).toEqual([
      'book_walker',
      'amazon',
    ]);
    for (const link of stores) expect(link.getAttribute('rel')).toBe('noopener');
    expect(within(section).getByRole('link', { name: '全2巻を見る' }).getAttribute('href')).toBe(
      '/detail/CW_000001_S?episodeType=comics',
    );
  });

  it('has no link to every volume when there is one', () => {
    render(<PurchaseLinks products={[product(1, '2024-01-20')]} now={NOW} allVolumesHref="/x" />);
    expect(screen.queryByRole('link', { name: /巻を見る$/ })).toBeNull();
  });

  it('renders nothing without a purchasable volume', () => {
    const { container } = render(<PurchaseLinks products={[]} now={NOW} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders on the server, with no event handler needed', () => {
    const html = renderToStaticMarkup(
      <PurchaseLinks products={[product(3, '2020-01-01')]} now={NOW} />,
    );
    expect(html).toContain(PURCHASE_LINKS_HEADING_TEXT);
    expect(html).toContain('cw-el-release--past');
  });
});
