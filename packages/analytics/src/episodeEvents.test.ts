import { describe, expect, it } from 'vitest';
import {
  comicTypeOf,
  endOfBookEvent,
  episodeContext,
  episodeReadEvent,
  goodButtonEvent,
  serviceTypeOf,
  type ViewerReport,
  viewerChangeDirectionEvent,
  viewerEvent,
  viewerLinkClickEvent,
  viewerNextEvent,
  viewerPresentationEvent,
} from './episodeEvents';
import { episode, trialEpisode, viewerWork, work } from './test/fixtures';

const context = episodeContext({ work, episode });

/** Every episode and work field of `work` and `episode`, as the data layer gets them. */
const contextFields = {
  work_id: 101,
  work_code: 'KC_0101_S',
  work_title: 'ねこと魔法のパン屋さん',
  comic_type: 'yoko',
  label_code: 'dengeki',
  label_name: '電撃コミックス',
  genre: 'ファンタジー',
  sub_genre: '日常',
  tags: '異世界,グルメ',
  episode_id: 10102,
  episode_code: 'KC_0101_E02',
  episode_title: '第2話',
  episode_no: 2,
  page_count: 24,
  episode_type: 'normal',
  is_latest: false,
  service_type: 'serial',
  read_type: 'free',
};

describe('the rules of spec section 4', () => {
  it('comic type: vertical scroll is tate, paged works yoko', () => {
    expect(comicTypeOf('vsc')).toBe('tate');
    expect(comicTypeOf('rtl')).toBe('yoko');
    expect(comicTypeOf('ltr')).toBe('yoko');
  });

  it('service type: a serviceId containing web_trial is trial, else serial', () => {
    expect(serviceTypeOf('web_trial')).toBe('trial');
    expect(serviceTypeOf('app_web_trial')).toBe('trial');
    expect(serviceTypeOf('web')).toBe('serial');
  });
});

describe('episodeContext', () => {
  it('carries the work, its classification and the episode of an API Work and Episode', () => {
    expect(context).toEqual(contextFields);
  });

  it("reports a volume's trial chapter as trial, and the latest flag", () => {
    const trial = episodeContext({ work, episode: trialEpisode });
    expect(trial.service_type).toBe('trial');
    expect(trial.is_latest).toBe(true);
    expect(trial.read_type).toBe('free');
  });

  it("takes a viewer work's scroll type; missing sub-genre and tags read as none", () => {
    const fromViewer = episodeContext({
      work: { ...viewerWork, internal: { scrollType: viewerWork.scrollType } },
      episode,
    });
    expect(fromViewer.comic_type).toBe('tate');
    expect(fromViewer.sub_genre).toBeNull();
    expect(fromViewer.tags).toBe('');
    expect(fromViewer.genre).toBe('恋愛');
    expect(fromViewer.label_name).toBe('FLOS COMIC');
  });
});

describe('episode events', () => {
  it('episode_read carries the context and the reading direction', () => {
    expect(episodeReadEvent(context, 'tate_yomi')).toEqual({
      event: 'episode_read',
      ...context,
      reading_direction: 'tate_yomi',
    });
  });

  it('end_of_book, next, direction and link clicks', () => {
    expect(endOfBookEvent(context)).toEqual({ event: 'end_of_book', ...context });
    expect(viewerNextEvent(context, 'KC_0101_E03')).toMatchObject({
      event: 'viewer_action_next',
      next_episode_code: 'KC_0101_E03',
      episode_code: 'KC_0101_E02',
    });
    expect(viewerChangeDirectionEvent(context, 'yoko_yomi')).toMatchObject({
      event: 'viewer_action_change_direction',
      reading_direction: 'yoko_yomi',
    });
    expect(viewerLinkClickEvent(context, 'recommendation', '/detail/KC_0202_S')).toMatchObject({
      event: 'viewer_action_link_click',
      link: 'recommendation',
      href: '/detail/KC_0202_S',
      work_code: 'KC_0101_S',
    });
  });

  it('presentation changes: fullscreen in or out is full_screen, normal ⇄ wide is expand', () => {
    expect(viewerPresentationEvent(context, 'normal', 'fullscreen')).toMatchObject({
      event: 'viewer_action_full_screen',
      full_screen: true,
    });
    expect(viewerPresentationEvent(context, 'fullscreen', 'wide')).toMatchObject({
      event: 'viewer_action_full_screen',
      full_screen: false,
    });
    expect(viewerPresentationEvent(context, 'wide', 'normal')).toMatchObject({
      event: 'viewer_action_expand',
      presentation_mode: 'normal',
    });
    expect(viewerPresentationEvent(context, 'wide', 'wide')).toBeNull();
  });

  it('the good button on and off', () => {
    expect(goodButtonEvent(context, true)).toEqual({ event: 'good_button_on', ...context });
    expect(goodButtonEvent(context, false).event).toBe('good_button_off');
  });
});

describe('viewerEvent', () => {
  // As the viewer package reports them: the name and the viewer's own fields, no episode or
  // work field. The event gets every one of those from the context.
  const reports: { report: ViewerReport; expected: object }[] = [
    {
      report: { name: 'episode_read', params: { reading_direction: 'tate_yomi' } },
      expected: { event: 'episode_read', reading_direction: 'tate_yomi' },
    },
    { report: { name: 'end_of_book', params: {} }, expected: { event: 'end_of_book' } },
    {
      report: { name: 'viewer_action_next', params: { next_episode_code: 'E3' } },
      expected: { event: 'viewer_action_next', next_episode_code: 'E3' },
    },
    {
      report: {
        name: 'viewer_action_change_direction',
        params: { reading_direction: 'yoko_yomi' },
      },
      expected: { event: 'viewer_action_change_direction', reading_direction: 'yoko_yomi' },
    },
    {
      report: { name: 'viewer_action_expand', params: { presentation_mode: 'wide' } },
      expected: { event: 'viewer_action_expand', presentation_mode: 'wide' },
    },
    {
      report: { name: 'viewer_action_full_screen', params: { full_screen: false } },
      expected: { event: 'viewer_action_full_screen', full_screen: false },
    },
    {
      report: {
        name: 'viewer_action_link_click',
        params: { link: 'work', href: '/detail/KC_0101_S' },
      },
      expected: { event: 'viewer_action_link_click', link: 'work', href: '/detail/KC_0101_S' },
    },
  ];

  it.each(reports)('gives $report.name every episode and work field', ({ report, expected }) => {
    expect(viewerEvent(context, report)).toEqual({ ...contextFields, ...expected });
  });

  it('takes end_of_book without params', () => {
    expect(viewerEvent(context, { name: 'end_of_book' })).toEqual({
      ...contextFields,
      event: 'end_of_book',
    });
  });

  it("sends no field of a report's params but the event's own", () => {
    const report = {
      name: 'viewer_action_next',
      params: { next_episode_code: 'E3', work_code: 'stale', episode_no: 99 },
    } as const;
    expect(viewerEvent(context, report)).toEqual({
      ...contextFields,
      event: 'viewer_action_next',
      next_episode_code: 'E3',
    });
  });
});
