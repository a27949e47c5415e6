import {
  type FollowedLabel,
  type FollowedSeries,
  followedLabelSchema,
  followedSeriesSchema,
} from '@cw/contract/schemas';
import { buildFollowed, buildLabel, buildWorkSummary } from '@cw/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FollowedList, type FollowedListProps } from './FollowedList';

afterEach(cleanup);

/** Work `id` followed, with notifications on unless overridden. */
const followedWork = (id: number, overrides: Partial<FollowedSeries> = {}) =>
  buildFollowed('work', id, overrides);

/** Label `id` followed, with notifications on unless overridden. */
const followedLabel = (id: number, overrides: Partial<FollowedLabel> = {}) =>
  buildFollowed('label', id, overrides);

describe('FollowedList of works', () => {
  const items = [followedWork(1), followedWork(2, { notification: false })];

  function renderList(props: Partial<FollowedListProps<'work'>> = {}) {
    const onUnfollow = vi.fn();
    const onNotificationChange = vi.fn();
    const result = render(
      <FollowedList
        kind="work"
        heading="フォロー中の作品"
        items={items}
        onUnfollow={onUnfollow}
        onNotificationChange={onNotificationChange}
        {...props}
      />,
    );
    return { ...result, onUnfollow, onNotificationChange };
  }

  /** The row of a work, found by its title link. */
  const rowOf = (title: string) => {
    const row = screen.getByRole('link', { name: title }).closest('li');
    if (!row) throw new Error(`no row for ${title}`);
    return row;
  };

  it('has fixtures valid against the schema', () => {
    for (const item of items) expect(followedSeriesSchema.parse(item)).toEqual(item);
  });

  it('lists the works in a region named by its heading, one link stop per work', () => {
    renderList();
    const region = screen.getByRole('region', { name: 'フォロー中の作品' });
    expect(within(within(region).getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['作品1', '/detail/CW_000001_S'],
      ['作品2', '/detail/CW_000002_S'],
    ]);
  });

  it('links the cover to the work too, for pointers only', () => {
    renderList();
    const cover = rowOf('作品1').querySelector('a.cw-cat-my-row__cover');
    expect(cover?.getAttribute('href')).toBe('/detail/CW_000001_S');
    expect(cover?.getAttribute('tabindex')).toBe('-1');
    expect(cover?.getAttribute('aria-hidden')).toBe('true');
    expect(cover?.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('shows the last update day in Japan and the latest episode', () => {
    renderList({
      items: [
        followedWork(1, {
          work: buildWorkSummary(1, { latestUpdateDate: '2024-06-13T15:30:00Z' }),
        }),
        followedWork(2, { work: buildWorkSummary(2, { latestEpisode: null }) }),
      ],
    });
    const time = within(rowOf('作品1')).getByText('2024/06/14');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2024-06-13T15:30:00Z');
    expect(within(rowOf('作品1')).getByText('最新話 第101話')).toBeTruthy();
    expect(within(rowOf('作品2')).queryByText(/最新話/)).toBeNull();
  });

  it('shows each notification setting as a switch named with the title', () => {
    renderList();
    const on = screen.getByRole<HTMLInputElement>('switch', { name: '『作品1』の更新通知' });
    const off = screen.getByRole<HTMLInputElement>('switch', { name: '『作品2』の更新通知' });
    expect(on.type).toBe('checkbox');
    expect(on.checked).toBe(true);
    expect(off.checked).toBe(false);
    expect(within(rowOf('作品1')).getByText('更新通知')).toBeTruthy();
  });

  it('reports the notification state asked for, with the work id', async () => {
    const user = userEvent.setup();
    const { onNotificationChange } = renderList();
    await user.click(screen.getByRole('switch', { name: '『作品1』の更新通知' }));
    expect(onNotificationChange).toHaveBeenLastCalledWith(1, false);
    await user.click(screen.getByText('更新通知', { selector: '[data-work-id="2"] *' }));
    expect(onNotificationChange).toHaveBeenLastCalledWith(2, true);
  });

  it('flips with Space from the keyboard', async () => {
    const user = userEvent.setup();
    const { onNotificationChange } = renderList();
    screen.getByRole('switch', { name: '『作品2』の更新通知' }).focus();
    await user.keyboard(' ');
    expect(onNotificationChange).toHaveBeenCalledWith(2, true);
  });

  it('unfollows with フォロー解除, named with the title', async () => {
    const user = userEvent.setup();
    const { onUnfollow } = renderList();
    const button = screen.getByRole('button', { name: '『作品2』のフォロー解除' });
    expect(button.textContent).toBe('フォロー解除');
    await user.click(button);
    expect(onUnfollow).toHaveBeenCalledTimes(1);
    expect(onUnfollow).toHaveBeenCalledWith(2);
  });

  it('disables a row whose change is being saved and marks it busy', async () => {
    const user = userEvent.setup();
    const { onUnfollow, onNotificationChange } = renderList({ pendingIds: new Set([2]) });
    expect(rowOf('作品2').getAttribute('aria-busy')).toBe('true');
    expect(rowOf('作品1').hasAttribute('aria-busy')).toBe(false);
    const unfollow = screen.getByRole<HTMLButtonElement>('button', {
      name: '『作品2』のフォロー解除',
    });
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: '『作品2』の更新通知' });
    expect(unfollow.disabled).toBe(true);
    expect(toggle.disabled).toBe(true);
    await user.click(unfollow);
    await user.click(toggle);
    expect(onUnfollow).not.toHaveBeenCalled();
    expect(onNotificationChange).not.toHaveBeenCalled();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: '『作品1』のフォロー解除' }).disabled,
    ).toBe(false);
  });

  it('says nothing is followed and leads to the ranking when empty', () => {
    renderList({ items: [] });
    expect(screen.getByText('フォロー中の作品はありません')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'ランキングから作品を探す' });
    expect(link.getAttribute('href')).toBe('/ranking');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('takes another empty message and link', () => {
    renderList({
      items: [],
      emptyMessage: 'まだ何もフォローしていません',
      emptyLinkHref: '/new',
      emptyLinkText: '新着作品を見る',
    });
    expect(screen.getByText('まだ何もフォローしていません')).toBeTruthy();
    expect(screen.getByRole('link', { name: '新着作品を見る' }).getAttribute('href')).toBe('/new');
  });

  it('shows busy placeholder rows while loading', () => {
    const { container } = renderList({ items: [], loading: true, skeletonCount: 3 });
    const region = screen.getByRole('region', { name: 'フォロー中の作品' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByText('読み込み中').className).toBe('cw-cat-visually-hidden');
    expect(container.querySelectorAll('.cw-cat-tile--skeleton')).toHaveLength(3);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('フォロー中の作品はありません')).toBeNull();
  });

  it("uses the app's work URLs", () => {
    renderList({ href: (work) => `/w/${work.id}` });
    const link = screen.getByRole('link', { name: '作品1' });
    expect(link.getAttribute('href')).toBe('/w/1');
  });

  it('renders on the server', () => {
    const html = renderToStaticMarkup(
      <FollowedList
        kind="work"
        items={items}
        onUnfollow={() => {}}
        onNotificationChange={() => {}}
      />,
    );
    expect(html).toContain('role="switch"');
    expect(html).toContain('作品2');
  });
});

describe('FollowedList of labels', () => {
  const items = [
    followedLabel(1, { label: buildLabel(1, { code: 'hoshizora', name: 'コミック星空' }) }),
    followedLabel(2, {
      label: buildLabel(2, { code: 'yorimichi', name: 'よりみちコミック', color: '#fff3b0' }),
      notification: false,
    }),
  ];

  function renderList(props: Partial<FollowedListProps<'label'>> = {}) {
    const onUnfollow = vi.fn();
    const onNotificationChange = vi.fn();
    const result = render(
      <FollowedList
        kind="label"
        heading="フォロー中のレーベル"
        items={items}
        onUnfollow={onUnfollow}
        onNotificationChange={onNotificationChange}
        {...props}
      />,
    );
    return { ...result, onUnfollow, onNotificationChange };
  }

  const rowOf = (name: string) => {
    const row = screen.getByRole('link', { name }).closest('li');
    if (!row) throw new Error(`no row for ${name}`);
    return row;
  };

  it('has fixtures valid against the schema', () => {
    for (const item of items) expect(followedLabelSchema.parse(item)).toEqual(item);
  });

  it("links each label's name to its page", () => {
    renderList();
    const region = screen.getByRole('region', { name: 'フォロー中のレーベル' });
    expect(within(within(region).getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['コミック星空', '/label/hoshizora'],
      ['よりみちコミック', '/label/yorimichi'],
    ]);
  });

  it("shows the label's icon and edges the row in its colour", () => {
    renderList();
    const row = rowOf('コミック星空');
    const icon = row.querySelector('img');
    expect(icon?.getAttribute('alt')).toBe('');
    expect(icon?.getAttribute('src')).toContain('/v3/media/label-icons/1');
    expect(row.style.borderInlineStartColor).not.toBe('');
  });

  it('switches notifications per label, reporting the label id', async () => {
    const user = userEvent.setup();
    const { onNotificationChange } = renderList();
    const on = screen.getByRole<HTMLInputElement>('switch', { name: '『コミック星空』の更新通知' });
    const off = screen.getByRole<HTMLInputElement>('switch', {
      name: '『よりみちコミック』の更新通知',
    });
    expect([on.checked, off.checked]).toEqual([true, false]);
    await user.click(on);
    expect(onNotificationChange).toHaveBeenLastCalledWith(1, false);
    await user.click(off);
    expect(onNotificationChange).toHaveBeenLastCalledWith(2, true);
  });

  it('unfollows with フォロー解除, named with the label', async () => {
    const user = userEvent.setup();
    const { onUnfollow } = renderList();
    await user.click(screen.getByRole('button', { name: '『コミック星空』のフォロー解除' }));
    expect(onUnfollow).toHaveBeenCalledWith(1);
  });

  it('disables a row whose change is being saved and marks it busy', async () => {
    const user = userEvent.setup();
    const { onUnfollow } = renderList({ pendingIds: new Set([1]) });
    expect(rowOf('コミック星空').getAttribute('aria-busy')).toBe('true');
    expect(rowOf('よりみちコミック').hasAttribute('aria-busy')).toBe(false);
    const button = screen.getByRole<HTMLButtonElement>('button', {
      name: '『コミック星空』のフォロー解除',
    });
    expect(button.disabled).toBe(true);
    expect(
      screen.getByRole<HTMLInputElement>('switch', { name: '『コミック星空』の更新通知' }).disabled,
    ).toBe(true);
    await user.click(button);
    expect(onUnfollow).not.toHaveBeenCalled();
  });

  it('says no label is followed and leads to every label when empty', () => {
    renderList({ items: [] });
    expect(screen.getByText('フォロー中のレーベルはありません')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'レーベル一覧へ' });
    expect(link.getAttribute('href')).toBe('/label');
  });

  it('shows busy placeholder rows while loading', () => {
    const { container } = renderList({ items: [], loading: true, skeletonCount: 2 });
    const region = screen.getByRole('region', { name: 'フォロー中のレーベル' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByText('読み込み中')).toBeTruthy();
    expect(container.querySelectorAll('li [data-slot="skeleton"]').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByText('フォロー中のレーベルはありません')).toBeNull();
  });

  it('takes label URLs from the app', () => {
    renderList({ href: (label) => `/${label.code}` });
    expect(screen.getByRole('link', { name: 'コミック星空' }).getAttribute('href')).toBe(
      '/hoshizora',
    );
  });

  it('renders on the server', () => {
    const html = renderToStaticMarkup(
      <FollowedList
        kind="label"
        items={items}
        onUnfollow={() => {}}
        onNotificationChange={() => {}}
      />,
    );
    expect(html).toContain('よりみちコミック');
  });
});
