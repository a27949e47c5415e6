import { topicKindSchema } from '@cw/api-client/schemas';
import { describe, expect, it } from 'vitest';
import {
  followerCountLabel,
  pageLinkLabel,
  showSlideLabel,
  slideLabel,
  suggestionCountLabel,
  TOPIC_KIND_LABELS,
} from './labels';

describe('followerCountLabel', () => {
  it("reads 'フォロワー {n}人' with thousands separators", () => {
    expect(followerCountLabel(0)).toBe('フォロワー 0人');
    expect(followerCountLabel(12)).toBe('フォロワー 12人');
    expect(followerCountLabel(1234567)).toBe('フォロワー 1,234,567人');
  });
});

describe('counted labels', () => {
  it('name pages, slides and suggestions', () => {
    expect(pageLinkLabel(3)).toBe('3ページ');
    expect(slideLabel(2, 5)).toBe('5件中2件目');
    expect(showSlideLabel(3)).toBe('3件目を表示');
    expect(suggestionCountLabel(4)).toBe('4件の候補があります');
    expect(suggestionCountLabel(0)).toBe('候補はありません');
  });
});

describe('TOPIC_KIND_LABELS', () => {
  it('labels every topic kind of the schema', () => {
    expect(Object.keys(TOPIC_KIND_LABELS).sort()).toEqual([...topicKindSchema.options].sort());
  });
});
