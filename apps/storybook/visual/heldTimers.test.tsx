import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { page, server } from 'vitest/browser';
import * as viewerStories from '../../../packages/viewer/src/components/Viewer.stories';
import { CONTROLS_AUTO_HIDE_MS } from '../../../packages/viewer/src/controlsVisibility';
import preview from '../.storybook/preview';
import { holdTimers } from './heldTimers';
import { expectPictures } from './pictures';

const { ShiftedSpreads } = composeStories(viewerStories);
const updating = server.config.snapshotOptions.updateSnapshot === 'all';

/** Waits `ms` by Vitest's own clock, which is never held. */
const elapse = async (ms: number) => {
  const start = performance.now();
  await expect.poll(() => performance.now() - start, { timeout: ms + 5000 }).toBeGreaterThan(ms);
};

describe('the page’s timers while a story is pictured', () => {
  beforeAll(() => {
    setProjectAnnotations([preview]);
  });

  it('wait until released, then run in the order they came due', async () => {
    const ran: string[] = [];
    setTimeout(() => ran.push('second'), 20);
    setTimeout(() => ran.push('first'), 10);
    const cancelled = setTimeout(() => ran.push('cancelled'), 10);
    const interval = setInterval(() => ran.push('interval'), 5);
    const release = holdTimers();
    await elapse(100);
    await expect(ran).toEqual([]);
    // Come due while held, then cleared: it never runs.
    clearTimeout(cancelled);
    release();
    clearInterval(interval);
    await expect.poll(() => ran).toEqual(['interval', 'first', 'second']);
  });

  it('run as they come due when not held', async () => {
    const ran: string[] = [];
    setTimeout(() => ran.push('timeout'), 10);
    await expect.poll(() => ran).toEqual(['timeout']);
  });

  // With `--update` the comparison writes what it sees instead: nothing to prove then.
  it.skipIf(updating)(
    'keep the viewer’s bars up in a picture taken after they would have hidden',
    async () => {
      await page.viewport(1200, 900);
      await ShiftedSpreads.run();
      const release = holdTimers();
      try {
        await elapse(CONTROLS_AUTO_HIDE_MS + 500);
        await expectPictures('viewer-viewer/shifted-spreads');
      } finally {
        release();
      }
    },
  );
});
