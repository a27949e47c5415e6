import type { Episode } from '@cw/contract/schemas';
import { buildEpisode, buildStore, buildVolume } from '@cw/fixtures';
import { describe, expect, it } from 'vitest';
import {
  chooseReadActions,
  type PrimaryReadAction,
  type ReadActionsInput,
  readActionHref,
} from './readActions';
import { buildEpisodes } from './test/episodePattern';

/** The primary button as one line: its text, where it goes, at which page. */
function primaryOf(input: ReadActionsInput) {
  return describeAction(chooseReadActions(input).primary);
}

function describeAction(action: PrimaryReadAction | null) {
  if (action === null) return null;
  switch (action.kind) {
    case 'pending':
      return 'pending';
    case 'store':
      return `${action.label} → ${action.subject.kind === 'episode' ? action.subject.episode.id : `volume ${action.subject.volume.id}`}`;
    case 'read':
      return `${action.label}${action.detail ?? ''} → ${action.episode.id}${action.page === null ? '' : ` p${action.page}`}`;
  }
}

function latestOf(input: ReadActionsInput) {
  return describeAction(chooseReadActions(input).latest);
}

const code = (id: number) => buildEpisode(id).code;
/** Episodes of 20 pages each (the builder's page count). */
const at = (id: number, page: number) => ({ episodeCode: code(id), page });
const trialVolume = (id: number, episodeCount: number, stores: string[] = []) =>
  buildVolume(id, {
    episodeCount,
    stores: stores.map((store) => buildStore(store as 'amazon')),
  });

describe('chooseReadActions', () => {
  describe('a new reader', () => {
    it("starts at episode 1: '第1話を読む', beside '最新話を読む'", () => {
      const input = { episodes: buildEpisodes('AAAA'), resume: null };
      expect(primaryOf(input)).toBe('第1話を読む → 1');
      expect(latestOf(input)).toBe('最新話を読む → 4');
    });

    it('names the first readable episode when episode 1 ended or is sold', () => {
      expect(primaryOf({ episodes: buildEpisodes('xAAA'), resume: null })).toBe('第2話を読む → 2');
      expect(primaryOf({ episodes: buildEpisodes('sxAA'), resume: null })).toBe('第3話を読む → 3');
    });

    it('orders by internal.episodeNo, not by the API order, and names the episode by its title', () => {
      const episodes = [
        buildEpisode(7, { internal: { ...buildEpisode(7).internal, episodeNo: 2 } }),
        buildEpisode(3, {
          title: '第1話①',
          internal: { ...buildEpisode(3).internal, episodeNo: 1 },
        }),
      ];
      expect(primaryOf({ episodes, resume: null })).toBe('第1話①を読む → 3');
      expect(latestOf({ episodes, resume: null })).toBe('最新話を読む → 7');
    });

    it('skips an active episode with stores: it is sold, its card is ストアで購入', () => {
      const input = { episodes: buildEpisodes('SAAS'), resume: null };
      expect(primaryOf(input)).toBe('第2話を読む → 2');
      expect(latestOf(input)).toBe('最新話を読む → 3');
    });

    it('skips promotional entries, active or not', () => {
      const input = { episodes: buildEpisodes('PAAP'), resume: null };
      expect(primaryOf(input)).toBe('第2話を読む → 2');
      expect(latestOf(input)).toBe('最新話を読む → 3');
    });

    it("shows no '最新話を読む' when the only readable episode is the first", () => {
      const input = { episodes: buildEpisodes('xAs'), resume: null };
      expect(primaryOf(input)).toBe('第2話を読む → 2');
      expect(latestOf(input)).toBeNull();
    });

    it("words a trial chapter among the episodes '…試し読み'", () => {
      const episodes = [buildEpisode(1, { serviceId: 'web_trial' }), buildEpisode(2)];
      expect(primaryOf({ episodes, resume: null })).toBe('第1話を試し読み → 1');
    });
  });

  describe('a reader with history', () => {
    const episodes = buildEpisodes('AAAAA');

    it("resumes mid-episode: '続きから読む（第n話 pページ）' at that page", () => {
      const input = { episodes, resume: at(3, 12) };
      expect(primaryOf(input)).toBe('続きから読む（第3話 12ページ） → 3 p12');
      expect(latestOf(input)).toBe('最新話を読む → 5');
    });

    it('resumes at page 1 too, and treats a page below 1 or a fraction as a whole page', () => {
      expect(primaryOf({ episodes, resume: at(2, 1) })).toBe(
        '続きから読む（第2話 1ページ） → 2 p1',
      );
      expect(primaryOf({ episodes, resume: at(2, 0) })).toBe(
        '続きから読む（第2話 1ページ） → 2 p1',
      );
      expect(primaryOf({ episodes, resume: at(2, 4.7) })).toBe(
        '続きから読む（第2話 4ページ） → 2 p4',
      );
    });

    it('continues with the next readable episode once the last page was reached', () => {
      expect(primaryOf({ episodes, resume: at(2, 20) })).toBe('続きから読む（第3話） → 3');
      expect(primaryOf({ episodes, resume: at(2, 25) })).toBe('続きから読む（第3話） → 3');
      expect(primaryOf({ episodes, resume: at(2, 19) })).toBe(
        '続きから読む（第2話 19ページ） → 2 p19',
      );
    });

    it('skips ended, sold and promotional episodes on the way to the next one', () => {
      const mixed = buildEpisodes('AAxspA');
      expect(primaryOf({ episodes: mixed, resume: at(2, 20) })).toBe('続きから読む（第6話） → 6');
    });

    it('goes on after an episode that has ended or is sold since it was read', () => {
      const input = { episodes: buildEpisodes('AAxAA'), resume: at(3, 4) };
      expect(primaryOf(input)).toBe('続きから読む（第4話） → 4');
      const sold = { episodes: buildEpisodes('AAsAA'), resume: at(3, 4) };
      expect(primaryOf(sold)).toBe('続きから読む（第4話） → 4');
    });

    it("hides '最新話を読む' when the primary opens the latest episode", () => {
      const mid = { episodes, resume: at(5, 3) };
      expect(primaryOf(mid)).toBe('続きから読む（第5話 3ページ） → 5 p3');
      expect(latestOf(mid)).toBeNull();
      const next = { episodes, resume: at(4, 20) };
      expect(primaryOf(next)).toBe('続きから読む（第5話） → 5');
      expect(latestOf(next)).toBeNull();
    });

    it("offers '最新話を読む' alone once the newest episode is finished", () => {
      const input = { episodes, resume: at(5, 20) };
      expect(primaryOf(input)).toBe('最新話を読む → 5');
      expect(latestOf(input)).toBeNull();
    });

    it('starts over as a new reader from an episode the work does not have', () => {
      const input = { episodes, resume: { episodeCode: 'CW_000999_0001_E', page: 3 } };
      expect(primaryOf(input)).toBe('第1話を読む → 1');
    });

    it("words a trial chapter's resume '続きから試し読み'", () => {
      const trial = [buildEpisode(1, { serviceId: 'web_trial' }), buildEpisode(2)];
      expect(primaryOf({ episodes: trial, resume: at(1, 5) })).toBe(
        '続きから試し読み（第1話 5ページ） → 1 p5',
      );
    });
  });

  describe('while the position loads', () => {
    it('is pending, never a label that may be wrong', () => {
      expect(
        chooseReadActions({ episodes: buildEpisodes('AAA'), resume: 'loading' }).primary,
      ).toEqual({ kind: 'pending' });
    });

    it("shows '最新話を読む' already when two or more episodes are readable", () => {
      expect(latestOf({ episodes: buildEpisodes('AAA'), resume: 'loading' })).toBe(
        '最新話を読む → 3',
      );
      expect(latestOf({ episodes: buildEpisodes('xA'), resume: 'loading' })).toBeNull();
    });

    it('is pending for a comics-only work too: the reader may be mid-trial', () => {
      const volumes = [trialVolume(1, 2)];
      expect(primaryOf({ episodes: [], volumes, resume: 'loading' })).toBe('pending');
    });

    it('needs no position when there is nothing to read: the store chooser at once', () => {
      expect(primaryOf({ episodes: buildEpisodes('ss'), resume: 'loading' })).toBe(
        'ストアで購入 → 1',
      );
    });
  });

  describe('a work with only comics', () => {
    const volumes = [trialVolume(1, 2), trialVolume(2, 1, ['amazon'])];

    it("opens the first volume's first trial chapter: '試し読み'", () => {
      const input = { episodes: [], volumes, resume: null };
      expect(primaryOf(input)).toBe('試し読み → 101');
      expect(latestOf(input)).toBeNull();
    });

    it('skips a volume without trial chapters', () => {
      expect(
        primaryOf({ episodes: [], volumes: [trialVolume(1, 0), ...volumes], resume: null }),
      ).toBe('試し読み → 101');
    });

    it('resumes a trial chapter, then goes on to the next one, across volumes', () => {
      expect(primaryOf({ episodes: [], volumes, resume: at(101, 6) })).toBe(
        '続きから試し読み（第101話 6ページ） → 101 p6',
      );
      expect(primaryOf({ episodes: [], volumes, resume: at(101, 20) })).toBe(
        '続きから試し読み（第102話） → 102',
      );
      expect(primaryOf({ episodes: [], volumes, resume: at(102, 20) })).toBe(
        '続きから試し読み（第201話） → 201',
      );
    });

    it("offers the volume's stores after its last trial chapter, else starts over", () => {
      expect(primaryOf({ episodes: [], volumes, resume: at(201, 20) })).toBe(
        'ストアで購入 → volume 2',
      );
      expect(primaryOf({ episodes: [], volumes: [trialVolume(1, 1)], resume: at(101, 20) })).toBe(
        '試し読み → 101',
      );
    });

    it("resumes a trial chapter beside the serial's '最新話を読む'", () => {
      const input = { episodes: buildEpisodes('AA'), volumes, resume: at(102, 3) };
      expect(primaryOf(input)).toBe('続きから試し読み（第102話 3ページ） → 102 p3');
      expect(latestOf(input)).toBe('最新話を読む → 2');
    });

    it('prefers the serial to trial chapters for a new reader', () => {
      expect(primaryOf({ episodes: buildEpisodes('A'), volumes, resume: null })).toBe(
        '第1話を読む → 1',
      );
    });
  });

  describe('a work with nothing to read', () => {
    it("opens the store chooser of the first sold episode: 'ストアで購入'", () => {
      const episodes = buildEpisodes('xssx');
      const { primary, latest } = chooseReadActions({ episodes, resume: null });
      expect(primary).toEqual({
        kind: 'store',
        subject: { kind: 'episode', episode: episodes[1] },
        label: 'ストアで購入',
      });
      expect(latest).toBeNull();
    });

    it('offers trial chapters before the stores', () => {
      expect(
        primaryOf({ episodes: buildEpisodes('ss'), volumes: [trialVolume(1, 1)], resume: null }),
      ).toBe('試し読み → 101');
    });

    it('falls back to the first volume sold in stores', () => {
      const volumes = [trialVolume(1, 0), trialVolume(2, 0, ['amazon'])];
      expect(primaryOf({ episodes: buildEpisodes('x'), volumes, resume: null })).toBe(
        'ストアで購入 → volume 2',
      );
    });

    it('opens the store chooser of an active episode with stores as of any sold one', () => {
      expect(primaryOf({ episodes: buildEpisodes('xSs'), resume: null })).toBe('ストアで購入 → 2');
    });

    it('ignores sold promotional entries', () => {
      expect(primaryOf({ episodes: buildEpisodes('qs'), resume: null })).toBe('ストアで購入 → 2');
    });

    it('has no buttons when nothing is readable or sold', () => {
      expect(chooseReadActions({ episodes: buildEpisodes('xx'), resume: null })).toEqual({
        primary: null,
        latest: null,
      });
      expect(chooseReadActions({ episodes: [], volumes: [], resume: 'loading' })).toEqual({
        primary: null,
        latest: null,
      });
    });

    it('offers the stores to a reader whose episode has since been sold', () => {
      expect(primaryOf({ episodes: buildEpisodes('s'), resume: at(1, 4) })).toBe(
        'ストアで購入 → 1',
      );
    });
  });
});

describe('readActionHref', () => {
  const episode = buildEpisode(3);
  const viewer = (target: Episode) => `/viewer/${target.code}`;

  it("is the episode's URL when the episode opens at its start", () => {
    expect(readActionHref({ episode, page: null }, viewer)).toBe('/viewer/CW_000001_0003_E');
  });

  it('adds ?page=N to resume at a page', () => {
    expect(readActionHref({ episode, page: 12 }, viewer)).toBe('/viewer/CW_000001_0003_E?page=12');
  });

  it("keeps the URL's parameters and hash, replacing a page already there", () => {
    const withQuery = () => '/viewer/X?ref=work&page=2#top';
    expect(readActionHref({ episode, page: 5 }, withQuery)).toBe('/viewer/X?ref=work&page=5#top');
  });
});
