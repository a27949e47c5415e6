import * as paths from '@cw/paths';
import { describe, expect, it } from 'vitest';
import { workPath } from './paths';

describe('@cw/paths', () => {
  it('resolves to the source through the @cw/source condition', () => {
    expect(paths.workPath).toBe(workPath);
  });

  it('exports exactly the public API', () => {
    expect(Object.keys(paths).sort()).toEqual([
      'AUTHOR_INDEX_PATH',
      'GENRE_INDEX_PATH',
      'LABEL_INDEX_PATH',
      'LANGUAGE_GROUPS',
      'MEDIA_FORMATS',
      'MY_COMIC_FOLLOWED_LABELS_PATH',
      'MY_COMIC_FOLLOWED_WORKS_PATH',
      'MY_COMIC_HISTORY_PATH',
      'MY_COMIC_OFFLINE_PATH',
      'MY_COMIC_PATH',
      'SEARCH_PATH',
      'WORK_SEARCH_PATH',
      'authorPath',
      'chooseMediaWidth',
      'freeCampaignPath',
      'genrePath',
      'genreWorksPath',
      'hasMediaVariants',
      'historyPageOfViewer',
      'isViewerPath',
      'labelPath',
      'languageGroupOfPath',
      'languageGroupPath',
      'languageGroupViewerPath',
      'languageGroupWorkPath',
      'mediaSrcSet',
      'mediaUrl',
      'mediaVariantUrl',
      'parseMediaVariantUrl',
      'rankingPath',
      'resumeReadingPath',
      'tagPath',
      'topicPath',
      'viewerPageOfHistory',
      'viewerPath',
      'workPath',
    ]);
  });
});
