import { type FollowedLabel, followedLabelSchema } from '@cw/api-client/schemas';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLabel } from '../test/builders';
import { RouterLink } from '../test/RouterLink';
import { FollowedLabelList, type FollowedLabelListProps } from './FollowedLabelList';

afterEach(cleanup);

/** Label `id` followed, with notifications on unless overridden. */
function followedLabel(id: number, overrides: Partial<FollowedLabel> = {}): FollowedLabel {
  return {
    label: buildLabel(id),
    notification: true,
    followedAt: '2024-06-01T10:00:00+09:00',
    ...overrides,
  };
}

const items = [
  followedLabel(1, { label: buildLabel(1, { code: 'hoshizora', name: 'コミック星空' }) }),
  followedLabel(2, {
    label: buildLabel(2, { code: 'yorimichi', name: 'よりみちコミック', color: '#fff3b0' }),
    notification: false,
  }),
];

function renderList(props: Partial<FollowedLabelListProps> = {}) {
  const onUnfollow = vi.fn();
  const onNotificationChange = vi.fn();
  const result = render(
    <FollowedLabelList
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

describe('FollowedLabelList', () => {
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
    renderList({ items: [], linkComponent: RouterLink });
    expect(screen.getByText('フォロー中のレーベルはありません')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'レーベル一覧へ' });
    expect(link.getAttribute('href')).toBe('/label');
    expect(link.hasAttribute('data-router-link')).toBe(true);
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
    renderList({ labelHref: (label) => `/${label.code}` });
    expect(screen.getByRole('link', { name: 'コミック星空' }).getAttribute('href')).toBe(
      '/hoshizora',
    );
  });

  it('renders on the server', () => {
    const html = renderToStaticMarkup(
      <FollowedLabelList items={items} onUnfollow={() => {}} onNotificationChange={() => {}} />,
    );
    expect(html).toContain('よりみちコミック');
  });
});
