import type { Store } from '@cw/contract/schemas';
import { Button, type UiLocale, UiLocaleProvider, useUiLocale } from '@cw/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ALL_SAMPLE_STORES, sampleStore } from '../test/storyFixtures';
import { expectChooserOnPhone } from '../test/storyPhone';
import { STORE_CHOOSER_TEXTS } from '../text';
import { StoreModal, type StoreModalProps } from './StoreModal';
import '@cw/ui/styles.css';
import './episodeList.css';

type DemoProps = Omit<StoreModalProps, 'open' | 'onOpenChange'> & { initiallyOpen?: boolean };

function StoreModalDemo({ initiallyOpen = false, ...props }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const text = STORE_CHOOSER_TEXTS[useUiLocale()];
  return (
    <>
      <Button onClick={() => setOpen(true)}>{text.storeButton}</Button>
      <StoreModal {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

async function expectExternalLinks(dialog: HTMLElement, count: number) {
  const links = within(dialog).getAllByRole('link');
  await expect(links).toHaveLength(count);
  for (const link of links) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  }
  return links;
}

/** What the app puts around a language group's pages: the locale, and the `lang` it sets. */
function inLocale(locale: UiLocale): Decorator {
  return (Story) => (
    <UiLocaleProvider locale={locale}>
      <div lang={locale}>
        <Story />
      </div>
    </UiLocaleProvider>
  );
}

const meta = {
  title: 'episode-list/StoreModal',
  component: StoreModalDemo,
  args: {
    stores: [sampleStore('book_walker')],
    onStoreModalOpen: fn(),
    onStoreClick: fn(),
  },
  // On the docs page each story in a frame of its own: an open modal dialog covers the window.
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof StoreModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One store: its logo links out. '閉じる' closes the chooser and 'ストアで購入' opens it again,
 * each opening reported once (`store_modal_open`); it rests open.
 */
export const OneStore: Story = {
  args: { initiallyOpen: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'ストアを選択' });
    const [link] = await expectExternalLinks(dialog, 1);
    await expect(link).toHaveAccessibleName('BOOK☆WALKER');
    await expect(args.onStoreModalOpen).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onStoreModalOpen).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'ストアで購入' }));
    await canvas.findByRole('dialog', { name: 'ストアを選択' });
    await expect(args.onStoreModalOpen).toHaveBeenCalledTimes(2);
  },
};

/** On a phone 390px wide: the chooser on the screen, its one store a thumb's target. */
export const OneStorePhone: Story = {
  name: 'one store (phone)',
  args: { initiallyOpen: true },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'ストアを選択' });
    await expectChooserOnPhone(dialog);
  },
};

/** All 14 stores, received in reverse: shown in display order, book_walker first. */
export const AllStores: Story = {
  args: { stores: [...ALL_SAMPLE_STORES].reverse() as Store[], initiallyOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'ストアを選択' });
    const links = await expectExternalLinks(dialog, 14);
    await expect(links.map((link) => link.getAttribute('data-store'))).toEqual(
      ALL_SAMPLE_STORES.map((store) => store.code),
    );
    await expect(links[0]).toHaveAccessibleName('BOOK☆WALKER');
    await expect(links[13]).toHaveAccessibleName('KADOKAWAストア');
  },
};

/** Opened for a volume: its title under 'ストアを選択', describing the dialog. */
export const ForVolume: Story = {
  args: {
    stores: [sampleStore('book_walker'), sampleStore('amazon'), sampleStore('honto')],
    subjectName: 'ねこと魔法のパン屋さん 3',
    initiallyOpen: true,
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', {
      name: 'ストアを選択',
      description: 'ねこと魔法のパン屋さん 3',
    });
    await waitFor(() => expect(within(dialog).getByText('ねこと魔法のパン屋さん 3')).toBeVisible());
  },
};

/** Opened for an episode with a long title: the line wraps, it is never cut. */
export const ForEpisode: Story = {
  args: {
    stores: [sampleStore('amazon')],
    subjectName:
      '第27話（前編）〜見習い魔女と黒猫ノワール、王都のパン祭りで思いがけない再会を果たす〜',
    initiallyOpen: true,
  },
};

/** book_walker ranked first by the API (`topRankedStore`): listed first. */
export const BookWalkerTopRanked: Story = {
  args: {
    stores: [sampleStore('book_walker'), sampleStore('honto'), sampleStore('amazon')],
    topRankedStore: 'book_walker',
    initiallyOpen: true,
  },
};

/** Both sizes, with and without a subject; the one with all 14 stores starts open. */
export const AllStates: Story = {
  render: (args: DemoProps) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <StoreModalDemo {...args} stores={[sampleStore('amazon')]} />
      <StoreModalDemo
        {...args}
        stores={[sampleStore('amazon')]}
        subjectName="第2話 焼きたての約束"
      />
      <StoreModalDemo
        {...args}
        stores={[...ALL_SAMPLE_STORES]}
        subjectName="ねこと魔法のパン屋さん 7"
        initiallyOpen
      />
    </div>
  ),
};

/**
 * As the viewer of the /en group opens it: title and close button in English. The store
 * names (the logos' `alt`) are the API's, as each store writes its brand.
 */
export const English: Story = {
  args: {
    stores: [...ALL_SAMPLE_STORES],
    subjectName: 'The Bakery Witch 3',
    initiallyOpen: true,
  },
  decorators: [inLocale('en')],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', {
      name: 'Choose a store',
      description: 'The Bakery Witch 3',
    });
    // Visible once the modal's opening transition has run.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible(),
    );
    await expectExternalLinks(dialog, 14);
    await expect(within(canvasElement).getByRole('button', { name: 'Buy in store' })).toBeTruthy();
  },
};

/** As the viewer of the /tw group opens it: title and close button in Traditional Chinese. */
export const TraditionalChinese: Story = {
  args: {
    stores: [...ALL_SAMPLE_STORES],
    subjectName: '魔女麵包店 3',
    initiallyOpen: true,
  },
  decorators: [inLocale('zh-Hant-TW')],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', {
      name: '選擇商店',
      description: '魔女麵包店 3',
    });
    // Visible once the modal's opening transition has run.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '關閉' })).toBeVisible());
    await expectExternalLinks(dialog, 14);
    await expect(within(canvasElement).getByRole('button', { name: '前往商店購買' })).toBeTruthy();
  },
};
