import * as paths from '@cw/paths';
import { describe, expect, it } from 'vitest';
import { workPath } from './paths';

describe('@cw/paths', () => {
  it('resolves to the source through the @cw/source condition', () => {
    expect(paths.workPath).toBe(workPath);
  });

  it('exports exactly the public API', () => {
    expect(Object.keys(paths).sort()).toEqual([
      'LABEL_INDEX_PATH',
      'LANGUAGE_GROUPS',
      'MY_COMIC_FOLLOWED_LABELS_PATH',
      'MY_COMIC_FOLLOWED_WORKS_PATH',
      'MY_COMIC_HISTORY_PATH',
      'MY_COMIC_OFFLINE_PATH',
      'MY_COMIC_PATH',
      'SEARCH_PATH',
      'authorPath',
      'freeCampaignPath',
      'genrePath',
      'genreWorksPath',
      'isViewerPath',
      'labelPath',
      'languageGroupOfPath',
      'languageGroupPath',
      'languageGroupViewerPath',
      'languageGroupWorkPath',
      'rankingPath',
      'resumeReadingPath',
      'tagPath',
      'topicPath',
      'viewerPath',
      'workPath',
    ]);
  });
});
