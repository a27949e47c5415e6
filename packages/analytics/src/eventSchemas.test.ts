import { describe, expect, it } from 'vitest';
import {
  endOfBookEvent,
  episodeContext,
  episodeReadEvent,
  goodButtonEvent,
  viewerChangeDirectionEvent,
  viewerLinkClickEvent,
  viewerNextEvent,
  viewerPresentationEvent,
} from './episodeEvents';
import { analyticsEventSchema, episodeContextSchema } from './eventSchemas';
import { ANALYTICS_EVENTS, ROUTE_CHANGED_EVENT } from './events';
import { routeChange } from './routeChange';
import {
  bannerClickEvent,
  contentClickEvent,
  contentFollowEvent,
  fanletterClickEvent,
  historyDeleteEvent,
  labelFollowEvent,
  modalBannerEvent,
  moduleImpressionEvent,
  sendAppEvent,
  shareEvent,
} from './siteEvents';
import { storeClickEvent, storeModalOpenEvent } from './storeEvents';
import { episode, store, trialEpisode, viewerWork, volume, work } from './test/fixtures';

const context = episodeContext({ work, episode });
const label = { id: 3, code: 'dengeki', name: '電撃コミックス' };
const banner = { id: 5, title: '春のフェア' };

/** One event of every name, each from its builder. */
const built = [
  episodeReadEvent(context, 'yoko_yomi'),
  endOfBookEvent(context),
  viewerNextEvent(context, 'KC_0101_E03'),
  viewerChangeDirectionEvent(context, 'tate_yomi'),
  viewerPresentationEvent(context, 'normal', 'wide'),
  viewerPresentationEvent(context, 'wide', 'fullscreen'),
  viewerLinkClickEvent(context, 'work', '/detail/KC_0101_S'),
  goodButtonEvent(context, true),
  goodButtonEvent(context, false),
  storeModalOpenEvent({ screen: 'work', subject: { kind: 'volume', volume }, work }),
  storeClickEvent({ screen: 'viewer', subject: { kind: 'episode', episode }, work: null, store }),
  contentClickEvent({ work, moduleName: 'ranking', position: 1 }),
  contentFollowEvent(work, true),
  contentFollowEvent(work, false),
  labelFollowEvent(label, true),
  labelFollowEvent(label, false),
  fanletterClickEvent(work),
  sendAppEvent({ screen: 'work', workCode: work.code }),
  shareEvent({ method: 'x', contentType: 'work', itemId: work.code }),
  bannerClickEvent(banner, 2),
  modalBannerEvent('impression', banner),
  modalBannerEvent('click', banner, '/topics/fair/12'),
  modalBannerEvent('no', banner),
  moduleImpressionEvent({ page: 'home', moduleName: 'ranking', position: 3 }),
  moduleImpressionEvent({ page: 'detail', moduleName: 'related', position: 2, workCode: 'KC_1' }),
  historyDeleteEvent('all', 12),
  routeChange(null, { url: 'https://cw.example/', documentReferrer: '' }).event,
];

describe('analyticsEventSchema', () => {
  it("accepts every builder's event, with every field it names", () => {
    for (const event of built) {
      expect(analyticsEventSchema.safeParse(event).error).toBeUndefined();
    }
  });

  it('has a builder for every event of spec section 9 and the page view', () => {
    const names = new Set(built.map((event) => event?.event));
    expect([...names].sort()).toEqual([...ANALYTICS_EVENTS, ROUTE_CHANGED_EVENT].sort());
  });

  it('rejects an event missing a field or with a value out of its kind', () => {
    const { work_code: _, ...withoutWork } = contentFollowEvent(work, true);
    expect(analyticsEventSchema.safeParse(withoutWork).success).toBe(false);
    expect(
      analyticsEventSchema.safeParse({
        ...episodeReadEvent(context, 'tate_yomi'),
        read_type: 'paid',
      }).success,
    ).toBe(false);
    expect(analyticsEventSchema.safeParse({ event: 'page_view', url: '/' }).success).toBe(false);
  });

  it("types the viewer's work and a trial episode as the viewer reports them", () => {
    const trial = episodeContext({
      work: { ...viewerWork, internal: { scrollType: viewerWork.scrollType } },
      episode: trialEpisode,
    });
    expect(episodeContextSchema.parse(trial)).toMatchObject({
      comic_type: 'tate',
      service_type: 'trial',
      sub_genre: null,
      tags: '',
    });
  });
});
