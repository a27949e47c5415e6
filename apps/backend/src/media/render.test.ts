import { STORE_NAMES } from '@cw/contract/constants';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STORE_CODES } from '../db/schema';
import { MEDIA_VARIANTS } from './paths';
import { drawMedia, type MediaSubject, mediaSize, renderMedia } from './render';
import { emWidth } from './titleLayout';

const SUBJECTS: MediaSubject[] = [
  { kind: 'covers', workId: 1, title: '星降る夜の魔法使い', color: '#2b4c9b' },
  { kind: 'volumes', volumeId: 3, workId: 1, volumeNo: 12, title: '星降る夜', color: '#2b4c9b' },
  {
    kind: 'thumbnails',
    episodeId: 5,
    episodeNo: 7,
    title: '第7話',
    workTitle: '星降る夜',
    color: '#e86a92',
  },
  { kind: 'banners', bannerId: 1, title: '無料話増量中' },
  { kind: 'topics', topicId: 2, topicKind: 'fair', title: 'レーベルフェア', color: null },
  { kind: 'label-icons', labelId: 1, code: 'neo-ukiyo', name: 'ネオ浮世', color: '#c0392b' },
  { kind: 'label-logos', labelId: 1, code: 'hoshizora', name: 'ほしぞら', color: '#2b4c9b' },
  { kind: 'stores', code: 'book_walker' },
  {
    kind: 'pages',
    episodeId: 9,
    index: 0,
    page: { w: 880, h: 1248 },
    vertical: false,
    color: '#2b4c9b',
  },
];

const LONG_TITLES = [
  'サービス開始10周年記念 大感謝フェア開催中！',
  '『星降る夜の魔法使い』コミックス第12巻 3月15日発売！',
  '第127話 星降る夜に交わした約束と、誰も知らない魔法の終わり、そして始まりの朝',
  'The Last Knight of Ember and the WWWMMM Chronicles',
  'あ'.repeat(90),
];

interface TextRun {
  text: string;
  /** Left and right edges by the em measure, in viewBox units. */
  left: number;
  right: number;
}

/** Every line of text in a drawing, placed by its x, text-anchor and font-size. */
function textRuns(svg: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const [, attributes = '', content = ''] of svg.matchAll(/<text([^>]*)>(.*?)<\/text>/g)) {
    const attribute = (name: string, from = attributes) =>
      new RegExp(`\\b${name}="([^"]*)"`).exec(from)?.[1];
    const size = Number(attribute('font-size'));
    const anchor = attribute('text-anchor') ?? 'start';
    const spans = [...content.matchAll(/<tspan([^>]*)>(.*?)<\/tspan>/g)].map(
      ([, spanAttributes = '', text = '']) => ({ x: Number(attribute('x', spanAttributes)), text }),
    );
    if (spans.length === 0) spans.push({ x: Number(attribute('x')), text: content });
    for (const { x, text } of spans) {
      const plain = text
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&');
      const width = emWidth(plain) * size;
      const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
      runs.push({ text: plain, left, right: left + width });
    }
  }
  return runs;
}

/** No line of text wider than the canvas or past either side of it (the viewBox). */
function expectInside(svg: string) {
  const viewWidth = Number(/viewBox="0 0 ([\d.]+) /.exec(svg)?.[1]);
  const runs = textRuns(svg);
  expect(runs.length).toBeGreaterThan(0);
  for (const run of runs) {
    expect(run.left, run.text).toBeGreaterThanOrEqual(0);
    expect(run.right, run.text).toBeLessThanOrEqual(viewWidth);
  }
}

describe('drawMedia', () => {
  it('is a pure function of its inputs', () => {
    for (const subject of SUBJECTS) {
      expect(drawMedia(subject, 320)).toBe(drawMedia(structuredClone(subject), 320));
    }
  });

  it('draws different works differently', () => {
    const a = drawMedia({ kind: 'covers', workId: 1, title: 'A', color: '#2b4c9b' }, 180);
    const b = drawMedia({ kind: 'covers', workId: 2, title: 'A', color: '#2b4c9b' }, 180);
    expect(a).not.toBe(b);
  });

  it('escapes titles', () => {
    const svg = drawMedia({ kind: 'covers', workId: 1, title: '<a&b>"', color: '#000000' }, 180);
    expect(svg).toContain('&lt;a&amp;b&gt;&quot;');
    expect(svg).not.toContain('<a&b>');
  });

  it('shows the one-based page number on every page', () => {
    const page = (index: number, w: number, h: number, vertical = false) =>
      drawMedia(
        { kind: 'pages', episodeId: 3, index, page: { w, h }, vertical, color: '#5b9a4a' },
        480,
      );
    expect(page(0, 880, 1248)).toContain('>1</text>');
    expect(page(6, 1760, 1248)).toContain('>7</text>');
    expect(page(11, 800, 2000, true)).toContain('>12</text>');
  });

  it('draws topic 181 in two lines inside the canvas, where it was one line of 2,300 px', () => {
    const title = 'サービス開始10周年記念 大感謝フェア開催中！';
    const svg = drawMedia(
      { kind: 'topics', topicId: 181, topicKind: 'fair', title, color: null },
      640,
    );
    const lines = textRuns(svg).filter((run) => run.text !== 'FAIR');
    expect(lines.map((run) => run.text)).toEqual([
      'サービス開始10周年記念',
      '大感謝フェア開催中！',
    ]);
    expectInside(svg);
  });

  it.each(
    LONG_TITLES.flatMap((title) =>
      SUBJECTS.filter((subject) => 'title' in subject).map(
        (subject) => [subject.kind, title, { ...subject, title }] as const,
      ),
    ),
  )('keeps every text of %s inside the canvas: %s', (_kind, title, subject) => {
    const svg = drawMedia(subject, 320);
    expectInside(svg);
    // The whole title is drawn: its lines, joined, give it back (spaces aside).
    const drawn = textRuns(svg)
      .map((run) => run.text)
      .join('');
    expect(drawn.replace(/\s/g, '')).toContain(title.replace(/\s/g, ''));
  });

  it('shrinks a label name that would run off the logo', () => {
    const name = 'ほしぞらコミックス・デジタル編集部レーベル';
    expectInside(
      drawMedia(
        { kind: 'label-logos', labelId: 1, code: 'hoshizora', name, color: '#2b4c9b' },
        320,
      ),
    );
  });
});

describe('renderMedia', () => {
  it.each(SUBJECTS.map((subject) => [subject.kind, subject] as const))(
    'renders %s at the variant size in both formats',
    async (_kind, subject) => {
      const width = MEDIA_VARIANTS[subject.kind].widths[0];
      const page = subject.kind === 'pages' ? subject.page : undefined;
      const expected = mediaSize(subject.kind, width, page);
      const webp = await sharp(await renderMedia(subject, width, 'webp')).metadata();
      expect({ format: webp.format, width: webp.width, height: webp.height }).toEqual({
        format: 'webp',
        ...expected,
      });
      const avif = await sharp(await renderMedia(subject, width, 'avif')).metadata();
      expect({ compression: avif.compression, width: avif.width, height: avif.height }).toEqual({
        compression: 'av1',
        ...expected,
      });
    },
  );

  it('renders spreads and webtoon strips at their own proportions', async () => {
    const spread = await renderMedia(
      {
        kind: 'pages',
        episodeId: 4,
        index: 5,
        page: { w: 1760, h: 1248 },
        vertical: false,
        color: '#123456',
      },
      1080,
      'webp',
    );
    expect(await sharp(spread).metadata()).toMatchObject({ width: 1080, height: 766 });
    const strip = await renderMedia(
      {
        kind: 'pages',
        episodeId: 4,
        index: 1,
        page: { w: 800, h: 2400 },
        vertical: true,
        color: '#123456',
      },
      480,
      'webp',
    );
    expect(await sharp(strip).metadata()).toMatchObject({ width: 480, height: 1440 });
  });

  it('gives the same bytes for the same subject', async () => {
    for (const format of ['avif', 'webp'] as const) {
      const [a, b] = await Promise.all([
        renderMedia(SUBJECTS[0] as MediaSubject, 360, format),
        renderMedia(SUBJECTS[0] as MediaSubject, 360, format),
      ]);
      expect(a.equals(b)).toBe(true);
    }
  });
});

describe('STORE_NAMES', () => {
  it('names every store code', () => {
    expect(Object.keys(STORE_NAMES).sort()).toEqual([...STORE_CODES].sort());
    expect(STORE_NAMES.piccoma).toBe('ピッコマ');
  });
});
