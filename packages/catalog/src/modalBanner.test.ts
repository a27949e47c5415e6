import { buildBanner } from '@cw/fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import { MODAL_BANNER_SEEN_MAX, markModalBannerSeen, modalBannerToShow } from './modalBanner';

const HOST_ZONE = process.env.TZ;

afterAll(() => {
  if (HOST_ZONE === undefined) delete process.env.TZ;
  else process.env.TZ = HOST_ZONE;
});

/** A banner running through June 2024, Japan time. */
const june = (id: number) =>
  buildBanner(id, {
    startsAt: '2024-06-01T00:00:00+09:00',
    endsAt: '2024-07-01T00:00:00+09:00',
  });

const midJune = new Date('2024-06-15T12:00:00+09:00');

describe('modalBannerToShow', () => {
  it('picks the first banner not seen yet', () => {
    const banners = [june(1), june(2), june(3)];
    expect(modalBannerToShow(banners, [], midJune)?.id).toBe(1);
    expect(modalBannerToShow(banners, [1], midJune)?.id).toBe(2);
    expect(modalBannerToShow(banners, [2, 1], midJune)?.id).toBe(3);
  });

  it('gives null when every banner was seen, or there is none', () => {
    expect(modalBannerToShow([june(1), june(2)], [1, 2], midJune)).toBeNull();
    expect(modalBannerToShow([], [], midJune)).toBeNull();
  });

  it('skips banners not running yet or over', () => {
    const later = buildBanner(1, { startsAt: '2024-07-01T00:00:00+09:00' });
    const over = buildBanner(2, { endsAt: '2024-06-01T00:00:00+09:00' });
    expect(modalBannerToShow([later, over, june(3)], [], midJune)?.id).toBe(3);
  });

  it('keeps banners without an end (year 9999) running', () => {
    expect(modalBannerToShow([buildBanner(1)], [], new Date('2030-01-01T00:00:00Z'))?.id).toBe(1);
  });

  it('keeps out a banner whose dates do not parse', () => {
    expect(modalBannerToShow([{ ...june(1), startsAt: 'soon' }], [], midJune)).toBeNull();
  });

  describe.each(['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
    'with the machine in %s',
    (zone) => {
      it('starts at startsAt and stops just before endsAt, whatever the zone', () => {
        process.env.TZ = zone;
        const banners = [june(1)];
        // 2024-06-01T00:00+09:00 is 2024-05-31T15:00Z.
        expect(modalBannerToShow(banners, [], new Date('2024-05-31T14:59:59.999Z'))).toBeNull();
        expect(modalBannerToShow(banners, [], new Date('2024-05-31T15:00:00Z'))?.id).toBe(1);
        expect(modalBannerToShow(banners, [], new Date('2024-06-30T14:59:59.999Z'))?.id).toBe(1);
        expect(modalBannerToShow(banners, [], new Date('2024-06-30T15:00:00Z'))).toBeNull();
      });
    },
  );
});

describe('markModalBannerSeen', () => {
  it('adds the id last, leaving the list as it was', () => {
    const seen = [1, 2];
    expect(markModalBannerSeen(seen, 3)).toEqual([1, 2, 3]);
    expect(seen).toEqual([1, 2]);
    expect(markModalBannerSeen([], 7)).toEqual([7]);
  });

  it('keeps each id once, newest last', () => {
    expect(markModalBannerSeen([1, 2, 3], 2)).toEqual([1, 3, 2]);
    expect(markModalBannerSeen([1, 2, 1, 3], 3)).toEqual([2, 1, 3]);
  });

  it(`keeps the newest ${MODAL_BANNER_SEEN_MAX} by default, or max`, () => {
    const many = Array.from({ length: MODAL_BANNER_SEEN_MAX }, (_, index) => index + 1);
    const next = markModalBannerSeen(many, 100);
    expect(next).toHaveLength(MODAL_BANNER_SEEN_MAX);
    expect(next[0]).toBe(2);
    expect(next.at(-1)).toBe(100);
    expect(markModalBannerSeen([1, 2, 3], 4, 3)).toEqual([2, 3, 4]);
    expect(markModalBannerSeen([1, 2, 3], 4, 1)).toEqual([4]);
  });

  it('keeps nothing for a max of 0 or less', () => {
    expect(markModalBannerSeen([1, 2], 3, 0)).toEqual([]);
    expect(markModalBannerSeen([1, 2], 3, -1)).toEqual([]);
  });
});

describe('a visit after another', () => {
  it('shows each running banner once', () => {
    const banners = [june(1), june(2)];
    let seen: number[] = [];
    const shown: number[] = [];
    for (let visit = 0; visit < 3; visit += 1) {
      const banner = modalBannerToShow(banners, seen, midJune);
      if (banner === null) break;
      shown.push(banner.id);
      seen = markModalBannerSeen(seen, banner.id);
    }
    expect(shown).toEqual([1, 2]);
  });
});
