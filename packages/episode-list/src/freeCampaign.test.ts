import type { FreeCampaigns } from '@cw/contract/schemas';
import { describe, expect, it } from 'vitest';
import { freeCampaignBanner, tabBadge } from './freeCampaign';
import { TIME_ZONES, useTimeZone } from './test/timeZones';

const NOT_AFTER = '2024-02-01T23:59:59+09:00';
const END = new Date(NOT_AFTER);
const justBefore = new Date(END.getTime() - 1);

const serialOnly: FreeCampaigns = { serial: { notAfter: NOT_AFTER }, comics: null };
const comicsOnly: FreeCampaigns = { serial: null, comics: { notAfter: NOT_AFTER } };
const none: FreeCampaigns = { serial: null, comics: null };

describe.each(TIME_ZONES)('under TZ=%s', (zone) => {
  useTimeZone(zone);

  describe('freeCampaignBanner', () => {
    it('shows the banner 1 ms before notAfter and not at notAfter', () => {
      expect(freeCampaignBanner(serialOnly, 'episodes', justBefore)).toBe('＼ 無料話増量中 ／');
      expect(freeCampaignBanner(serialOnly, 'episodes', END)).toBeNull();
      expect(freeCampaignBanner(serialOnly, 'episodes', new Date(END.getTime() + 1))).toBeNull();
    });

    it('reads a zone-less notAfter as Japan time', () => {
      const campaigns: FreeCampaigns = { serial: { notAfter: '2024-02-02' }, comics: null };
      const japanMidnight = new Date('2024-02-02T00:00:00+09:00');
      expect(freeCampaignBanner(campaigns, 'episodes', new Date(japanMidnight.getTime() - 1))).toBe(
        '＼ 無料話増量中 ／',
      );
      expect(freeCampaignBanner(campaigns, 'episodes', japanMidnight)).toBeNull();
    });

    it('takes the serial campaign for episodes and the comics campaign for comics', () => {
      expect(freeCampaignBanner(serialOnly, 'comics', justBefore)).toBeNull();
      expect(freeCampaignBanner(comicsOnly, 'comics', justBefore)).toBe('＼ 無料話増量中 ／');
      expect(freeCampaignBanner(comicsOnly, 'episodes', justBefore)).toBeNull();
    });

    it('shows nothing without a campaign or with an unreadable end', () => {
      expect(freeCampaignBanner(none, 'episodes', justBefore)).toBeNull();
      expect(freeCampaignBanner(null, 'comics', justBefore)).toBeNull();
      const broken: FreeCampaigns = { serial: { notAfter: 'garbage' }, comics: null };
      expect(freeCampaignBanner(broken, 'episodes', justBefore)).toBeNull();
    });
  });
});

describe('tabBadge', () => {
  it('badges the tab whose campaign exists', () => {
    expect(tabBadge(serialOnly, 'episodes')).toBe('無料話増量中');
    expect(tabBadge(serialOnly, 'comics')).toBeNull();
    expect(tabBadge(comicsOnly, 'comics')).toBe('無料話増量中');
    expect(tabBadge(comicsOnly, 'episodes')).toBeNull();
  });

  it('badges nothing without campaigns', () => {
    expect(tabBadge(none, 'episodes')).toBeNull();
    expect(tabBadge(undefined, 'comics')).toBeNull();
  });

  it('follows presence, not the clock: the API sends running campaigns only', () => {
    const ended: FreeCampaigns = {
      serial: { notAfter: '2000-01-01T00:00:00+09:00' },
      comics: null,
    };
    expect(tabBadge(ended, 'episodes')).toBe('無料話増量中');
  });
});
