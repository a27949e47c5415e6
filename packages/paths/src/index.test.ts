import * as paths from '@cw/paths';
import { describe, expect, it } from 'vitest';
import { workPath } from './paths';

describe('@cw/paths', () => {
  it('resolves to the source through the @cw/source condition', () => {
    expect(paths.workPath).toBe(workPath);
  });

  it('builds page paths and media URLs through the entry', () => {
    expect(paths.viewerPath('CW_000001_0003_E', 12)).toBe('/viewer/CW_000001_0003_E?page=12');
    expect(paths.labelPath('hoshizora', 'news')).toBe('/label/hoshizora/news');
    expect(paths.isViewerPath(paths.viewerPath('CW_000001_0003_E'))).toBe(true);
  });
});
