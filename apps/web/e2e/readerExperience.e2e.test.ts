import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signUp } from './browser';
import { type CatalogShapes, findCatalogShapes } from './catalogShapes';

/** Where the screenshots go, for people to look at (not compared by the test). */
const SHOTS = join(import.meta.dirname, '.screenshots');

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

/**
 * The page settled: loaded, and the images in the window loaded or failed (lazy ones out of
 * sight, below or on other carousel slides, wait their turn).
 */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return (
              box.width > 0 &&
              box.top < window.innerHeight &&
              box.bottom > 0 &&
              box.left < window.innerWidth &&
              box.right > 0
            );
          })
          .every((img) => img.complete),
      ),
    )
    .toBe(true);
}

/**
 * Whether Chromium draws Japanese with a real font here: 「あ」 drawn on a canvas differs from a
 * code point no font has (drawn as a tofu box).
 */
function japaneseGlyphsDrawn(page: Page) {
  return page.evaluate(() => {
    const draw = (text: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 40;
      const context = canvas.getContext('2d');
      if (!context) return '';
      context.font = '32px sans-serif';
      context.fillText(text, 2, 34);
      return canvas.toDataURL();
    };
    return draw('あ') !== draw('\u{10FFFD}');
  });
}

describe('what a reader meets, at phone and desktop sizes', () => {
  let browser: Browser;
  let shapes: CatalogShapes;
  let reader: BrowserContext;
  beforeAll(async () => {
    [browser, shapes] = await Promise.all([
      launchChromium(),
      findCatalogShapes(inject('backendUrl')),
    ]);
    mkdirSync(SHOTS, { recursive: true });
    // A signed-in reader for my comic.
    reader = await browser.newContext();
    await (await signUp(reader, `${inject('baseUrl')}/my-comic`)).close();
    // A sign-up (the provider hashes the password) beside a full CI run and stress-ng on two
    // cores has taken past 120 s with the browser's start.
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
  });

  const pages = () => [
    { name: 'home', path: '/' },
    { name: 'work', path: `/detail/${shapes.works.longSerial}` },
    { name: 'viewer', path: `/viewer/${shapes.episodes.readable}` },
    { name: 'viewer end panel', path: `/viewer/${shapes.episodes.readable}`, atEnd: true },
    { name: 'search', path: '/search?q=%E3%81%82' },
    { name: 'my-comic', path: '/my-comic', signedIn: true },
  ];

  for (const size of SIZES) {
    it(`has no axe violations on home, a work page, the viewer and its end panel, search and my comic (${size.name})`, async () => {
      const failures: string[] = [];
      for (const target of pages()) {
        const context = target.signedIn
          ? reader
          : await browser.newContext({ viewport: size.viewport });
        const page = await context.newPage();
        await page.setViewportSize(size.viewport);
        await page.goto(`${inject('baseUrl')}${target.path}`);
        if (target.atEnd) {
          await expect.poll(() => page.getByTestId('viewer-stage').isVisible()).toBe(true);
          await page.keyboard.press('End');
          await page.keyboard.press('PageDown');
          await expect.poll(() => page.getByTestId('viewer-end-panel').isVisible()).toBe(true);
        }
        await settle(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const violation of violations) {
          failures.push(
            `${target.name}: ${violation.id} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
          );
        }
        await page.close();
        if (!target.signedIn) await context.close();
      }
      expect(failures).toEqual([]);
    }, 120_000);

    it(`shows Japanese, not tofu, in screenshots of home, a work, the viewer and the store chooser (${size.name})`, async () => {
      const context = await browser.newContext({ viewport: size.viewport });
      const page = await context.newPage();
      const broken: string[] = [];
      const shoot = async (name: string) => {
        await settle(page);
        expect(await japaneseGlyphsDrawn(page), 'a Japanese font for Chromium').toBe(true);
        // Every image drawn: a failed one would show the fallback, not the title.
        broken.push(
          ...(await page.evaluate(() =>
            [...document.images]
              .filter((img) => img.complete && img.naturalWidth === 0)
              .map((img) => img.currentSrc || img.src),
          )),
        );
        await page.screenshot({ path: join(SHOTS, `${name}-${size.name}.png`) });
      };
      for (const target of pages().filter((p) => !p.signedIn && !p.atEnd && p.name !== 'search')) {
        await page.goto(`${inject('baseUrl')}${target.path}`);
        await shoot(target.name);
      }
      await page.goto(`${inject('baseUrl')}/viewer/${shapes.episodes.storeOnly}`);
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
      await shoot('store-chooser');
      expect(broken).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
