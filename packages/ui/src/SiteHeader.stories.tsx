import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buttonClassName } from './buttonClassName';
import { linkClassName } from './linkClassName';
import { SiteHeader } from './SiteHeader';
import './styles.css';

const NAV = [
  { href: '/ranking', label: 'ランキング' },
  { href: '/new', label: '新連載' },
  { href: '/free-campaign', label: '無料' },
  { href: '/release', label: '新刊' },
  { href: '/label', label: 'レーベル' },
  { href: '/topics', label: 'トピックス' },
];

const signedIn = (
  <>
    <a href="/my-comic" className={linkClassName()}>
      マイコミック
    </a>
    <a href="/auth/signout" className={linkClassName()}>
      ログアウト
    </a>
  </>
);

const signIn = (
  <a href="/auth/signin" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
    ログイン
  </a>
);

/** A phone 390px wide, the narrowest layout the site is drawn at (the preview's viewport). */
const PHONE = { globals: { viewport: { value: 'phone390', isRotated: false } } } as const;

const meta = {
  title: 'ui/SiteHeader',
  component: SiteHeader,
  args: {
    siteName: 'CWコミック',
    navItems: NAV,
    searchHref: '/search',
    currentPath: '/ranking',
    account: signedIn,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From 768px: name, sections, search with its label and the account links in one row. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('link', { name: '検索' });
    const name = canvas.getByRole('link', { name: 'CWコミック' });
    const ranking = canvas.getByRole('link', { name: 'ランキング' });
    await expect(ranking).toHaveAttribute('aria-current', 'page');
    // One row: the sections beside the name, the label beside the icon.
    await expect(
      Math.abs(ranking.getBoundingClientRect().top - name.getBoundingClientRect().top),
    ).toBeLessThan(12);
    await expect(search.textContent).toBe('検索');
    await expect(search.getBoundingClientRect().width).toBeGreaterThan(60);
  },
};

/**
 * A phone: the search icon in the top row beside the name and account; the sections in a
 * strip that scrolls, shaded at the edge with more, the current one (トピックス, last) scrolled
 * into view.
 */
export const Phone: Story = {
  ...PHONE,
  args: { currentPath: '/topics/news/12' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('link', { name: 'CWコミック' });
    const search = canvas.getByRole('link', { name: '検索' });
    await expect(
      Math.abs(search.getBoundingClientRect().top - name.getBoundingClientRect().top),
    ).toBeLessThan(12);
    await expect(search.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    const strip = canvasElement.querySelector('.cw-ui-site-header__nav-list') as HTMLElement;
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);
    const topics = canvas.getByRole('link', { name: 'トピックス' });
    await expect(topics).toHaveAttribute('aria-current', 'page');
    const stripBox = strip.getBoundingClientRect();
    const topicsBox = topics.getBoundingClientRect();
    await expect(topicsBox.left).toBeGreaterThanOrEqual(stripBox.left);
    await expect(topicsBox.right).toBeLessThanOrEqual(stripBox.right);
    // Nothing wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** A guest on a phone: the sign-in button in the top row, no section current on the home page. */
export const PhoneSignedOut: Story = {
  ...PHONE,
  args: { currentPath: '/', account: signIn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'CWコミック' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** The current section marked on a page under it, and the search link on a search page. */
export const CurrentSection: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SiteHeader {...args} currentPath="/label/kadokawa/new-serials" />
      <SiteHeader {...args} currentPath="/search/genre/2" />
      <SiteHeader {...args} currentPath="/terms" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [label, search, none] = [...canvasElement.querySelectorAll('header')].map((header) =>
      [...header.querySelectorAll('[aria-current="page"]')].map((link) => link.textContent),
    );
    await expect(label).toEqual(['レーベル']);
    await expect(search).toEqual(['検索']);
    await expect(none).toEqual([]);
  },
};

/** Every state: signed in and out, with and without search, at the desktop width. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SiteHeader {...args} />
      <SiteHeader {...args} currentPath="/" account={signIn} />
      <SiteHeader {...args} searchHref={undefined} account={undefined} currentPath="/new" />
      <SiteHeader {...args} navItems={[]} currentPath={undefined} />
    </div>
  ),
};
