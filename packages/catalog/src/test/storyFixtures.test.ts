import {
  bannerSchema,
  labelSchema,
  newComicSchema,
  rankingSchema,
  topicSummarySchema,
  workSummarySchema,
} from '@cw/contract/schemas';
import { describe, expect, it } from 'vitest';
import {
  sampleBanners,
  sampleGroupWorks,
  sampleLabels,
  sampleNewComics,
  sampleRanking,
  sampleTopics,
  sampleWorks,
} from './storyFixtures';

describe('story fixtures', () => {
  it('are what the API can send, apart from their drawn data-URI images', () => {
    const withPath = <T extends object>(item: T, key: keyof T) => ({ ...item, [key]: '/x' });
    for (const work of [...sampleWorks(20), ...sampleGroupWorks('en'), ...sampleGroupWorks('tw')]) {
      expect(() => workSummarySchema.parse(withPath(work, 'thumbnail'))).not.toThrow();
    }
    for (const label of sampleLabels()) {
      expect(() =>
        labelSchema.parse({ ...label, iconImageUrl: '/x', logoImageUrl: '/x' }),
      ).not.toThrow();
    }
    for (const topic of sampleTopics()) {
      expect(() => topicSummarySchema.parse(withPath(topic, 'thumbnail'))).not.toThrow();
    }
    for (const { volume, work } of sampleNewComics(12)) {
      expect(() =>
        newComicSchema.parse({
          volume: withPath(volume, 'thumbnail'),
          work: withPath(work, 'thumbnail'),
        }),
      ).not.toThrow();
    }
    for (const banner of sampleBanners()) {
      expect(() => bannerSchema.parse(withPath(banner, 'image'))).not.toThrow();
    }
    const ranking = sampleRanking();
    expect(() =>
      rankingSchema.parse({
        ...ranking,
        entries: ranking.entries.map((entry) => ({
          ...entry,
          work: withPath(entry.work, 'thumbnail'),
        })),
      }),
    ).not.toThrow();
  });
});
