import type { WorkSummary } from '@cw/contract/schemas';
import { buildAuthor, buildLabelSummary, buildWorkSummary } from '@cw/fixtures';
import type { UiLocale } from '@cw/ui';
import { kanaTexts } from '@cw/vitest-config/locale';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_MARK_TEXTS, WORK_BADGE_TEXTS, WORK_LIST_TEXTS } from '../text';
import { WorkGrid } from './WorkGrid';
import { WorkTile } from './WorkTile';

afterEach(cleanup);

/**
 * The works of a language group, as its pages list them: titles, authors and labels are data
 * in the group's language (Latin here), so any kana on screen is the catalog's own text.
 */
function groupWorks(language: 'en' | 'tw'): WorkSummary[] {
  const label = buildLabelSummary(1, { name: 'Comic Hoshizora' });
  const work = (id: number, overrides: Partial<WorkSummary>) =>
    buildWorkSummary(id, {
      language,
      title: `Series ${id}`,
      authors: [buildAuthor(id, { name: `Author ${id}` }), buildAuthor(9, { name: 'Ken Ito' })],
      labelInfo: label,
      ...overrides,
    });
  return [
    work(1, { isNew: true }),
    work(2, { serializationStatus: 'completed' }),
    work(3, { serializationStatus: 'hiatus', isOneShot: true }),
  ];
}

const GROUPS = [
  ['en', 'en'],
  ['zh-Hant-TW', 'tw'],
] as const satisfies readonly (readonly [UiLocale, 'en' | 'tw'])[];

describe.each(GROUPS)('WorkGrid in %s', (locale, language) => {
  const badges = WORK_BADGE_TEXTS[locale];
  const mark = LANGUAGE_MARK_TEXTS[locale][language];
  const text = WORK_LIST_TEXTS[locale];

  it("marks every tile in the reader's language, with no kana", () => {
    render(
      <WorkGrid heading="Works" works={groupWorks(language)} moreHref="/more" locale={locale} />,
    );
    const region = screen.getByRole('region', { name: 'Works' });
    const tiles = within(region).getAllByRole('listitem');
    for (const tile of tiles) {
      // The short mark is for the eye; assistive technology reads the edition's name.
      expect(within(tile).getByText(mark.label).getAttribute('aria-hidden')).toBe('true');
      expect(within(tile).getByText(mark.spokenLabel)).toBeTruthy();
    }
    expect(within(tiles[0] as HTMLElement).getByText(badges.new)).toBeTruthy();
    expect(within(tiles[1] as HTMLElement).getByText(badges.completed)).toBeTruthy();
    expect(within(tiles[2] as HTMLElement).getByText(badges.hiatus)).toBeTruthy();
    expect(within(tiles[2] as HTMLElement).getByText(badges.oneShot)).toBeTruthy();
    expect(within(region).getByRole('link', { name: text.more })).toBeTruthy();
    expect(kanaTexts()).toEqual([]);
  });

  it('says so when there are no works, or while they load', () => {
    const { rerender } = render(<WorkGrid works={[]} locale={locale} />);
    expect(screen.getByText(text.empty)).toBeTruthy();
    expect(kanaTexts()).toEqual([]);
    rerender(<WorkGrid works={[]} loading locale={locale} />);
    expect(screen.getByText(text.loading)).toBeTruthy();
    expect(kanaTexts()).toEqual([]);
  });

  it('keeps the texts the app gives (its headings and empty text)', () => {
    render(<WorkGrid works={[]} emptyLabel="No works in English yet." locale={locale} />);
    expect(screen.getByText('No works in English yet.')).toBeTruthy();
  });

  it('is in server HTML in that language', () => {
    const html = renderToStaticMarkup(
      <WorkGrid heading="Works" works={groupWorks(language)} locale={locale} />,
    );
    expect(html).toContain(mark.spokenLabel);
    expect(html).toContain(badges.hiatus);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(kanaTexts(container)).toEqual([]);
  });
});

describe('WorkTile in English', () => {
  it("joins English authors' names with ' / '", () => {
    const [work] = groupWorks('en');
    render(<WorkTile work={work as WorkSummary} locale="en" />);
    expect(screen.getByText('Author 1 / Ken Ito')).toBeTruthy();
  });
});

describe('WorkGrid in Japanese', () => {
  it('is the default, in the words of the spec (which the kana check catches)', () => {
    render(<WorkGrid heading="作品" works={groupWorks('en')} moreHref="/more" />);
    expect(screen.getAllByText('英語版')).toHaveLength(3);
    expect(screen.getByText('新着')).toBeTruthy();
    expect(screen.getByText('完結')).toBeTruthy();
    expect(screen.getByText('休載')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'もっと見る' })).toBeTruthy();
    expect(screen.getByText('Author 1／Ken Ito')).toBeTruthy();
    expect(kanaTexts()).not.toEqual([]);
    cleanup();
    render(<WorkGrid works={[]} locale="ja" />);
    expect(screen.getByText('作品がありません')).toBeTruthy();
  });
});
