import { kanaTexts } from '@cw/vitest-config/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleGroupWorks, sampleLabels, sampleWork } from '../test/storyFixtures';
import { brokenInsideWords, clippedElements, PHONE_390 } from '../test/storyViewport';
import { WorkTile, type WorkTileProps } from './WorkTile';
import '@cw/ui/styles.css';
import './catalog.css';

const meta = {
  title: 'catalog/WorkTile',
  component: WorkTile,
  args: {
    work: sampleWork(1),
    onWorkClick: fn(),
  },
  render: (args: WorkTileProps) => (
    <div style={{ width: args.layout === 'row' ? 420 : 180 }}>
      <WorkTile {...args} />
    </div>
  ),
} satisfies Meta<typeof WorkTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label names of the phone grid besides the sample labels' own (nine characters at most). */
const PHONE_GRID_LABEL_NAMES = ['ドラゴンコミックスエイジ・プラス', 'Comic Hoshizora Premium'];

export const Card: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'ねこと魔法のパン屋さん' });
    await expect(link).toHaveAttribute('href', `/detail/${args.work.code}`);
    await userEvent.click(link);
    await expect(args.onWorkClick).toHaveBeenCalledWith(args.work);
  },
};

/** New, completed and a one-shot: every mark at once. */
export const WithBadges: Story = {
  args: { work: sampleWork(3, { serializationStatus: 'completed', isOneShot: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const mark of ['新着', '完結', '読切']) await expect(canvas.getByText(mark)).toBeVisible();
  },
};

/** English and Traditional Chinese works carry their language, read in full (英語版). */
export const LanguageMarks: Story = {
  render: (args: WorkTileProps) => (
    <div style={{ display: 'flex', gap: 16 }}>
      {(['en', 'tw'] as const).map((language, index) => (
        <div key={language} style={{ width: 180 }}>
          <WorkTile {...args} work={sampleWork(7 + index, { language })} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('EN')).toBeVisible();
    await expect(canvas.getByText('繁中')).toBeVisible();
    await expect(canvas.getByText('英語版')).toHaveClass('cw-cat-visually-hidden');
    await expect(canvas.getByText('繁体字中国語版')).toHaveClass('cw-cat-visually-hidden');
  },
};

/**
 * Three to a row on a phone 390px wide: a label's name breaks only between words, never
 * inside one; names of up to nine characters (こもれびコミックス) fit on one line, a longer
 * Latin name wraps at its spaces, and a compound wider than the tile ends in an ellipsis.
 */
export const PhoneGrid: Story = {
  ...PHONE_390,
  render: (args: WorkTileProps) => (
    <ul className="cw-cat-grid">
      {sampleLabels().map((label, index) => (
        <li key={label.id} className="cw-cat-grid__item">
          <WorkTile
            {...args}
            work={sampleWork(index + 1, {
              labelInfo: {
                id: label.id,
                code: label.code,
                name: PHONE_GRID_LABEL_NAMES[index] ?? label.name,
                color: label.color,
              },
            })}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const chips = '[data-slot="colored-tag"]';
    await expect(brokenInsideWords(canvasElement, chips)).toEqual([]);
    const cut = clippedElements(canvasElement, chips).map((chip) => chip.textContent);
    await expect(cut).toEqual([PHONE_GRID_LABEL_NAMES[0]]);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const Row: Story = {
  args: { layout: 'row', work: sampleWork(2) },
};

/** On a light label colour the chip's text turns dark (textColorOn). */
export const LightLabelColour: Story = {
  args: { work: sampleWork(4) },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByText('よりみちコミック');
    await expect(chip).toHaveAttribute('data-tone', 'dark');
  },
};

export const MissingCover: Story = {
  args: { work: sampleWork(5, { thumbnail: '' }) },
};

export const LongTitle: Story = {
  args: {
    work: sampleWork(6, {
      title: '辺境伯令嬢は畑を耕したい〜婚約破棄されたので領地でのんびりスローライフを満喫します〜',
    }),
  },
};

/**
 * Every state: marks (the language of works 4 and 12 among them), label colours light and
 * dark, no cover, long title, both layouts.
 */
export const AllStates: Story = {
  render: (args: WorkTileProps) => {
    const labels = sampleLabels();
    const works = [
      sampleWork(1),
      sampleWork(3, { serializationStatus: 'completed', isOneShot: true }),
      sampleWork(11),
      sampleWork(4),
      sampleWork(5, { thumbnail: '' }),
      sampleWork(6, { title: '辺境伯令嬢は畑を耕したい〜婚約破棄されたので領地でのんびり〜' }),
      ...labels.slice(4, 6).map((label, index) =>
        sampleWork(12 + index, {
          labelInfo: { id: label.id, code: label.code, name: label.name, color: label.color },
        }),
      ),
    ];
    return (
      <div style={{ display: 'grid', gap: 24 }}>
        <ul className="cw-cat-grid" style={{ maxWidth: 960 }}>
          {works.map((work) => (
            <li key={work.id} className="cw-cat-grid__item">
              <WorkTile {...args} work={work} />
            </li>
          ))}
        </ul>
        <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
          {works.slice(0, 3).map((work) => (
            <WorkTile key={work.id} {...args} work={work} layout="row" />
          ))}
          <WorkTile {...args} work={works[0] ?? sampleWork(1)} layout="row" showLabel={false} />
        </div>
      </div>
    );
  },
};

/**
 * English (/en): the app passes the group's language (`locale`), as `parameters.locale` sets
 * the rest of the story's. Each mark in English, the edition read in full, no Japanese.
 */
export const English: Story = {
  parameters: { locale: 'en' },
  args: { locale: 'en' },
  render: (args: WorkTileProps) => (
    <ul style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 0 }}>
      {sampleGroupWorks('en', 3).map((work) => (
        <li key={work.id} style={{ width: 180 }}>
          <WorkTile {...args} work={work} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const mark of ['New', 'Completed', 'On hiatus']) {
      await expect(canvas.getByText(mark)).toBeVisible();
    }
    for (const edition of canvas.getAllByText('English edition')) {
      await expect(edition).toHaveClass('cw-cat-visually-hidden');
    }
    await expect(canvas.getAllByText('EN')).toHaveLength(3);
    await expect(kanaTexts(canvasElement)).toEqual([]);
  },
};

/** Traditional Chinese (/tw): the marks in Taiwan's words. */
export const TraditionalChinese: Story = {
  ...English,
  parameters: { locale: 'zh-Hant-TW' },
  args: { locale: 'zh-Hant-TW' },
  render: (args: WorkTileProps) => (
    <ul style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 0 }}>
      {sampleGroupWorks('tw', 3).map((work) => (
        <li key={work.id} style={{ width: 180 }}>
          <WorkTile {...args} work={work} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const mark of ['新作', '完結', '休刊中'])
      await expect(canvas.getByText(mark)).toBeVisible();
    for (const edition of canvas.getAllByText('繁體中文版')) {
      await expect(edition).toHaveClass('cw-cat-visually-hidden');
    }
    await expect(kanaTexts(canvasElement)).toEqual([]);
  },
};
