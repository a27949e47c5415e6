import type { WorkDetailResponse } from '@cw/contract/schemas';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCEPT_ALL_CONSENT_COOKIE, launchChromium, signUp } from './browser';

const backend = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${inject('backendUrl')}${path}`)).json()) as T;

type WorkRow = { id: number; code: string; title: string };

/** Katakana (ァ to ヶ) as the hiragana a reader types for it. */
const toHiragana = (text: string) =>
  text.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));

describe('discovery and my comic', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a katakana title from part of it typed in hiragana', async () => {
    const { items } = await backend<{ items: WorkRow[] }>('/v3/library/works?perPage=100');
    // Three katakana letters from inside a title (not its start): a partial match.
    let found: { work: WorkRow; typed: string } | undefined;
    for (const work of items) {
      const run = /[\u30a1-\u30f6]{4,}/.exec(work.title);
      if (run) {
        found = { work, typed: toHiragana(run[0].slice(1, 4)) };
        break;
      }
    }
    if (!found) throw new Error('no seeded katakana title');
    const { work, typed } = found;
    expect(typed).toMatch(/^[\u3041-\u3096]{3}$/);

    const page = await browser.newPage();
    await page.goto(`${inject('baseUrl')}/search`);
    const box = page.getByRole('combobox', { name: '作品名・作者名で検索' });
    // Suggestions as the reader types (debounced), the title among them. Text typed before the
    // page has hydrated goes with the server's plain box, which the client's replaces: on a
    // busy machine the load event can come first, so type again until the suggestions answer.
    const suggestion = page.getByRole('option', { name: new RegExp(work.title) });
    await expect
      .poll(async () => {
        await box.fill('');
        await box.fill(typed);
        await suggestion
          .first()
          .waitFor({ timeout: 3000 })
          .catch(() => {});
        return suggestion.count();
      })
      .toBeGreaterThan(0);
    await box.press('Escape');
    await box.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('q') === typed,
    );
    const result = page.locator(`main a[href="/detail/${work.code}"]`);
    await expect.poll(() => result.count()).toBeGreaterThan(0);
    await page.close();
  }, 60_000);

  it('follows a work and a label, finds them under my comic, and unfollows them there', async () => {
    const { items } = await backend<{ items: WorkRow[] }>('/v3/library/works?perPage=1');
    const work = items[0] as WorkRow;
    const detail = await backend<WorkDetailResponse>(`/v3/library/works/${work.code}`);
    const label = detail.work.labelInfo;
    const context = await browser.newContext();
    const page = await signUp(context, `${inject('baseUrl')}/detail/${work.code}`);

    await page.getByRole('button', { name: 'フォローする' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'フォロー中' }).count()).toBe(1);
    await page.goto(`${inject('baseUrl')}/label/${label.code}`);
    const followLabel = page.getByRole('button', { name: `${label.name}をフォローする` });
    await expect.poll(() => followLabel.isEnabled()).toBe(true);
    await followLabel.click();
    await expect
      .poll(() => page.getByRole('button', { name: `${label.name}をフォロー中` }).count())
      .toBe(1);
    // Following a label offers its notifications.
    await expect.poll(() => page.getByRole('switch', { name: '更新通知' }).count()).toBe(1);
    const isFollowing = async (path: string) =>
      (
        (await (await context.request.get(`${inject('baseUrl')}${path}`)).json()) as {
          isFollowing: boolean;
        }
      ).isFollowing;
    await expect.poll(() => isFollowing(`/api/follows/labels/${label.id}/status`)).toBe(true);

    await page.goto(`${inject('baseUrl')}/my-comic/follow/contents`);
    const workLink = page.locator(`main a[href="/detail/${work.code}"]`);
    await expect.poll(() => workLink.count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: `『${work.title}』のフォロー解除` }).click();
    await expect.poll(() => workLink.count()).toBe(0);

    await page.getByRole('link', { name: 'フォロー中のレーベル' }).click();
    await page.waitForURL(/\/my-comic\/follow\/labels$/);
    const labelLink = page.locator(`main a[href="/label/${label.code}"]`);
    await expect.poll(() => labelLink.count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: `『${label.name}』のフォロー解除` }).click();
    await expect.poll(() => labelLink.count()).toBe(0);

    // Kept by the server: neither is followed after a reload.
    await expect.poll(() => isFollowing(`/api/follows/series/${work.id}`)).toBe(false);
    await expect.poll(() => isFollowing(`/api/follows/labels/${label.id}/status`)).toBe(false);
    await page.reload();
    await expect.poll(() => page.getByText('フォロー中のレーベルはありません').count()).toBe(1);
    await context.close();
  }, 90_000);

  it('records an episode read and deletes it from the history', async () => {
    const { items } = await backend<{ items: WorkRow[] }>('/v3/library/works?perPage=1');
    const work = items[0] as WorkRow;
    const detail = await backend<WorkDetailResponse>(`/v3/library/works/${work.code}`);
    const episode = detail.episodes.find((e) => e.isActive);
    if (!episode) throw new Error('no readable episode');
    const context = await browser.newContext();
    const page = await signUp(context, `${inject('baseUrl')}/viewer/${episode.code}`);
    const history = async () =>
      (
        (await (
          await context.request.get(`${inject('baseUrl')}/api/membership/history/list`)
        ).json()) as { items: { episode: { id: number } }[] }
      ).items.map((e) => e.episode.id);
    await expect.poll(history).toContain(episode.id);

    // Nothing outside `required` is sent before consent: this reader allowed every category.
    await context.addCookies([{ ...ACCEPT_ALL_CONSENT_COOKIE, url: inject('baseUrl') }]);
    await page.goto(`${inject('baseUrl')}/my-comic/history`);
    const remove = page.getByRole('button', {
      name: `『${work.title} ${episode.title}』を履歴から削除`,
    });
    await expect.poll(() => remove.count()).toBe(1);
    await remove.click();
    await expect.poll(() => remove.count()).toBe(0);
    await expect.poll(history).not.toContain(episode.id);
    // The deletion was measured, within the reader's consent.
    const logged = await page.evaluate(() =>
      ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event),
    );
    expect(logged).toContain('history_delete');
    await page.reload();
    await expect.poll(() => page.getByText('閲覧履歴はありません').count()).toBe(1);
    await context.close();
  }, 90_000);
});
