import {
  authorIndexSchema,
  bannerSchema,
  labelSchema,
  newComicSchema,
  rankingSchema,
  topicSchema,
  topicSummarySchema,
  workSummarySchema,
} from '@cw/api-client/schemas';
import { describe, expect, it } from 'vitest';
import {
  buildAuthorIndex,
  buildBanner,
  buildLabel,
  buildNewComic,
  buildRanking,
  buildTopic,
  buildTopicWithBody,
  buildWorkSummary,
} from './builders';
import {
  sampleBanners,
  sampleLabels,
  sampleNewComics,
  sampleRanking,
  sampleTopics,
  sampleWorks,
} from './storyFixtures';

// Tests and stories stand on these: they must be what the API can send.
describe('builders', () => {
  it('build data the schemas accept', () => {
    expect(() => workSummarySchema.parse(buildWorkSummary(3))).not.toThrow();
    expect(() => labelSchema.parse(buildLabel(3))).not.toThrow();
    expect(() => rankingSchema.parse(buildRanking(12))).not.toThrow();
    expect(() => topicSummarySchema.parse(buildTopic(31, { kind: 'fair' }))).not.toThrow();
    expect(() => topicSchema.parse(buildTopicWithBody(2))).not.toThrow();
    expect(() => newComicSchema.parse(buildNewComic(4))).not.toThrow();
    expect(() => bannerSchema.parse(buildBanner(2))).not.toThrow();
    expect(() => authorIndexSchema.parse(buildAuthorIndex(['あ', 'か', 'その他']))).not.toThrow();
  });
});

describe('story fixtures', () => {
  it('are what the API can send, apart from their drawn data-URI images', () => {
    const withPath = <T extends object>(item: T, key: keyof T) => ({ ...item, [key]: '/x' });
    for (const work of sampleWorks(20)) {
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
