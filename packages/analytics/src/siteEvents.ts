import type { AnalyticsEvent, ModulePage, ShareMethod } from './events';

type EventOf<Name extends AnalyticsEvent['event']> = Extract<AnalyticsEvent, { event: Name }>;

/** A work as tiles, rankings and follow buttons know it (`WorkSummary` and `Work` fit). */
export interface WorkRef {
  readonly id: number;
  readonly code: string;
  readonly title: string;
}

/** A label as its page and follow button know it (`Label` and `LabelSummary` fit). */
export interface LabelRef {
  readonly id: number;
  readonly code: string;
  readonly name: string;
}

/** A banner of the home carousel or a campaign modal (`Banner` fits). */
export interface BannerRef {
  readonly id: number;
  readonly title: string;
}

function workFields(work: WorkRef) {
  return { work_id: work.id, work_code: work.code, work_title: work.title };
}

/**
 * `content_click`: the reader followed a work tile or a ranking row. `moduleName` names the
 * list (`ranking`, `new_serials`, …); `position` is 1-based (the rank in a ranking), null
 * where a list has no order worth reporting.
 *
 * @example
 * contentClickEvent({ work, moduleName: 'ranking', position: 3 });
 * //=> { event: 'content_click', work_id: 1, work_code: 'KC_0001', …, module_name: 'ranking', position: 3 }
 */
export function contentClickEvent({
  work,
  moduleName,
  position = null,
}: {
  work: WorkRef;
  moduleName: string;
  position?: number | null;
}): EventOf<'content_click'> {
  return { event: 'content_click', ...workFields(work), module_name: moduleName, position };
}

/**
 * `content_follow_on` / `content_follow_off`: the reader followed or unfollowed a work (sent
 * once the change is made, not when a guest is sent to sign in first).
 *
 * @example
 * contentFollowEvent(work, true).event; //=> 'content_follow_on'
 */
export function contentFollowEvent(
  work: WorkRef,
  following: boolean,
): EventOf<'content_follow_on' | 'content_follow_off'> {
  return { event: following ? 'content_follow_on' : 'content_follow_off', ...workFields(work) };
}

/**
 * `label_follow_on` / `label_follow_off`: the reader followed or unfollowed a label.
 *
 * @example
 * labelFollowEvent(label, false).event; //=> 'label_follow_off'
 */
export function labelFollowEvent(
  label: LabelRef,
  following: boolean,
): EventOf<'label_follow_on' | 'label_follow_off'> {
  return {
    event: following ? 'label_follow_on' : 'label_follow_off',
    label_id: label.id,
    label_code: label.code,
    label_name: label.name,
  };
}

/**
 * `fanletter_click`: the reader followed the fan letter link of a work page (shown when the
 * work's `isFanLetterAvailable`).
 *
 * @example
 * fanletterClickEvent(work).event; //=> 'fanletter_click'
 */
export function fanletterClickEvent(work: WorkRef): EventOf<'fanletter_click'> {
  return { event: 'fanletter_click', ...workFields(work) };
}

/**
 * `send_app`: the reader followed a send-to-app entry (the app link page `/app/redirect`).
 * `screen` names where the entry was (`work`, `viewer`, `footer`, …).
 *
 * @example
 * sendAppEvent({ screen: 'work', workCode: 'KC_0001' });
 * //=> { event: 'send_app', screen: 'work', work_code: 'KC_0001', episode_code: null }
 */
export function sendAppEvent({
  screen,
  workCode = null,
  episodeCode = null,
}: {
  screen: string;
  workCode?: string | null;
  episodeCode?: string | null;
}): EventOf<'send_app'> {
  return { event: 'send_app', screen, work_code: workCode, episode_code: episodeCode };
}

/**
 * `share`: a share went through (share sheet, copied link or a service), with what was shared:
 * a work, an episode or a label, named by its code.
 *
 * @example
 * shareEvent({ method: 'x', contentType: 'work', itemId: 'KC_0001' });
 * //=> { event: 'share', method: 'x', content_type: 'work', item_id: 'KC_0001' }
 */
export function shareEvent({
  method,
  contentType,
  itemId,
}: {
  method: ShareMethod;
  contentType: 'work' | 'episode' | 'label';
  itemId: string;
}): EventOf<'share'> {
  return { event: 'share', method, content_type: contentType, item_id: itemId };
}

/**
 * `banner_click`: the reader followed a banner of the home carousel; `position` is 1-based.
 *
 * @example
 * bannerClickEvent(banner, 2); //=> { event: 'banner_click', banner_id: 7, banner_title: '…', position: 2 }
 */
export function bannerClickEvent(banner: BannerRef, position: number): EventOf<'banner_click'> {
  return { event: 'banner_click', banner_id: banner.id, banner_title: banner.title, position };
}

/**
 * The events of the modal banner (one campaign announcement a visitor sees once):
 * `modal_banner_imp` when shown, `modal_banner_click` when followed (with its link),
 * `modal_banner_no` when dismissed.
 *
 * @example
 * modalBannerEvent('no', banner).event; //=> 'modal_banner_no'
 * modalBannerEvent('click', banner, '/topics/fair/12').href; //=> '/topics/fair/12'
 */
export function modalBannerEvent(
  action: 'impression' | 'no',
  banner: BannerRef,
): EventOf<'modal_banner_imp' | 'modal_banner_no'>;
export function modalBannerEvent(
  action: 'click',
  banner: BannerRef,
  href: string,
): EventOf<'modal_banner_click'>;
export function modalBannerEvent(
  action: 'impression' | 'click' | 'no',
  banner: BannerRef,
  href = '',
): EventOf<'modal_banner_imp' | 'modal_banner_click' | 'modal_banner_no'> {
  const fields = { banner_id: banner.id, banner_title: banner.title };
  if (action === 'click') return { event: 'modal_banner_click', ...fields, href };
  return { event: action === 'impression' ? 'modal_banner_imp' : 'modal_banner_no', ...fields };
}

/**
 * A module (a section: ranking, new serials, a feature…) of the home, a label or a work page
 * was seen. A work page's module is `module_impression_detail`; a home or label page's is
 * `module_impression_label` (the home is the site's own label top). Send it once per view
 * (`tracker.trackOncePerView`). `position` is the module's 1-based place on the page.
 *
 * @example
 * moduleImpressionEvent({ page: 'label', labelCode: 'dengeki', moduleName: 'ranking', position: 2 }).event;
 * //=> 'module_impression_label'
 */
export function moduleImpressionEvent({
  page,
  moduleName,
  position,
  labelCode = null,
  workCode = null,
}: {
  page: ModulePage;
  moduleName: string;
  position: number;
  labelCode?: string | null;
  workCode?: string | null;
}): EventOf<'module_impression_label' | 'module_impression_detail'> {
  return {
    event: page === 'detail' ? 'module_impression_detail' : 'module_impression_label',
    page,
    module_name: moduleName,
    position,
    label_code: labelCode,
    work_code: workCode,
  };
}

/**
 * `history_delete`: the reader deleted one line of the read history, or all of it (`count`
 * lines).
 *
 * @example
 * historyDeleteEvent('all', 12); //=> { event: 'history_delete', scope: 'all', count: 12 }
 */
export function historyDeleteEvent(scope: 'one' | 'all', count: number): EventOf<'history_delete'> {
  return { event: 'history_delete', scope, count };
}
