import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleLabels } from '../test/storyFixtures';
import { brokenInsideWords, clippedElements, PHONE_390 } from '../test/storyViewport';
import { LabelList, type LabelListProps } from './LabelList';
import '@cw/ui/styles.css';
import './catalog.css';

const meta = {
  title: 'catalog/LabelList',
  component: LabelList,
  args: {
    heading: 'レーベル一覧',
    labels: sampleLabels(),
  },
  render: (args: LabelListProps) => (
    <div style={{ maxWidth: 960 }}>
      <LabelList {...args} />
    </div>
  ),
} satisfies Meta<typeof LabelList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'レーベル一覧' });
    const links = within(region).getAllByRole('link');
    await expect(links).toHaveLength(8);
    await expect(links[0]).toHaveAttribute('href', '/label/hoshizora');
  },
};

export const WithDescriptions: Story = { args: { showDescription: true } };

/** Some labels (the home page), with a link to every label beside the heading. */
export const WithMoreLink: Story = {
  args: { heading: 'レーベル', labels: sampleLabels().slice(0, 4), moreHref: '/label' },
};

/**
 * Two to a row on a phone 390px wide: a name too wide to sit beside its icon moves under it;
 * long names wrap onto more lines between words only (after `・`), none cut off.
 */
export const PhoneLongNames: Story = {
  ...PHONE_390,
  args: {
    labels: sampleLabels().map((label, index) =>
      index % 3 === 0 ? { ...label, name: `${label.name}・スペシャルエディション` } : label,
    ),
  },
  render: (args: LabelListProps) => <LabelList {...args} />,
  play: async ({ canvasElement }) => {
    await expect(clippedElements(canvasElement, '.cw-cat-label-card__name')).toEqual([]);
    await expect(brokenInsideWords(canvasElement, '.cw-cat-label-card__name')).toEqual([]);
    for (const name of within(canvasElement).getAllByText(/スペシャルエディション/)) {
      await expect(name).toBeVisible();
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** Every state: chips only, with descriptions, some with a link to all. */
export const AllStates: Story = {
  render: (args: LabelListProps) => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 960 }}>
      <LabelList {...args} />
      <LabelList {...args} heading="説明つき" showDescription />
      <LabelList {...args} heading="一部" labels={args.labels.slice(0, 4)} moreHref="/label" />
    </div>
  ),
};
