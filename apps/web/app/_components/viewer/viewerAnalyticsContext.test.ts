import { type ViewerReport, viewerEvent } from '@cw/analytics';
import { endpoints } from '@cw/contract/endpoints';
import { buildViewerManifest } from '@cw/fixtures';
import { describe, expect, it } from 'vitest';
import { viewerEpisodeContext } from './viewerAnalyticsContext';

const reports: ViewerReport[] = [
  { name: 'episode_read', params: { reading_direction: 'yoko_yomi' } },
  { name: 'end_of_book' },
];

/** The viewer's manifest as the API sends it and the client reads it. */
function readManifest(work: Record<string, unknown>) {
  const sent = buildViewerManifest();
  const body: unknown = JSON.parse(JSON.stringify({ ...sent, work: { ...sent.work, ...work } }));
  return endpoints.getViewer.response.parse(body);
}

describe('viewerEpisodeContext', () => {
  it('spec section 3 "Analytics also uses subGenre.name and tags[].name": episode_read and end_of_book from the viewer carry them', () => {
    const manifest = readManifest({
      tags: [
        { id: 1, name: '異世界' },
        { id: 2, name: 'グルメ' },
      ],
      subGenre: { id: 12, name: '日常' },
    });
    const context = viewerEpisodeContext(manifest);
    for (const report of reports) {
      expect(viewerEvent(context, report)).toMatchObject({
        event: report.name,
        work_code: manifest.work.code,
        genre: manifest.work.genre.name,
        sub_genre: '日常',
        tags: '異世界,グルメ',
      });
    }
  });

  it('sends no tags or sub-genre for a manifest saved before the API sent them', () => {
    const { tags: _tags, subGenre: _subGenre, ...saved } = buildViewerManifest().work;
    const manifest = endpoints.getViewer.response.parse({ ...buildViewerManifest(), work: saved });
    for (const report of reports) {
      expect(viewerEvent(viewerEpisodeContext(manifest), report)).toMatchObject({
        sub_genre: null,
        tags: '',
      });
    }
  });
});
