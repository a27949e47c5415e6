import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { page, server } from 'vitest/browser';
import * as badgeStories from '../../../packages/ui/src/Badge.stories';
import preview from '../.storybook/preview';
import { expectPictures } from './pictures';

const { New } = composeStories(badgeStories);
const updating = server.config.snapshotOptions.updateSnapshot === 'all';

describe('the pictures of the stories', () => {
  beforeAll(() => {
    setProjectAnnotations([preview]);
  });

  // With `--update` the comparison writes what it sees instead: nothing to prove then.
  it.skipIf(updating)('fail when one pixel of a story changes colour', async () => {
    // The story as the Storybook run draws it (its default viewport), against its own baseline.
    await page.viewport(1200, 900);
    await New.run();
    await expectPictures('ui-badge/new');

    const pixel = document.createElement('div');
    pixel.style.cssText =
      'position: fixed; left: 600px; top: 450px; width: 1px; height: 1px; background: #d7000f';
    document.body.append(pixel);
    await expect(expectPictures('ui-badge/new', { timeout: 2000 })).rejects.toThrow(
      /does not match the stored reference\.\s+1 pixels/,
    );
  });
});
