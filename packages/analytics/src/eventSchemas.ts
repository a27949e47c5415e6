import { ANALYTICS_READING_DIRECTIONS } from '@cw/domain';
import { z } from 'zod';
import { ROUTE_CHANGED_EVENT } from './events';

/*
 * The zod schemas of every analytics event and its field groups: the types the builders return
 * are inferred from them, and tests (and other teams) check data-layer entries against them.
 * A subpath of its own (`@cw/analytics/schemas`), so pages that only track never load zod.
 */

/** Comic type of a work as analytics reports it: 縦 (vertical strip) or 横 (paged). */
export const analyticsComicTypeSchema = z.enum(['tate', 'yoko']);
export type AnalyticsComicType = z.infer<typeof analyticsComicTypeSchema>;
/** Service type of an episode: a volume's trial chapter or a serial episode. */
export const analyticsServiceTypeSchema = z.enum(['trial', 'serial']);
export type AnalyticsServiceType = z.infer<typeof analyticsServiceTypeSchema>;
/**
 * Reading direction as analytics reports it: 縦読み or 横読み, by `analyticsReadingDirection` of
 * @cw/domain.
 */
export const analyticsReadingDirectionSchema = z.enum(ANALYTICS_READING_DIRECTIONS);
export type AnalyticsReadingDirection = z.infer<typeof analyticsReadingDirectionSchema>;

const id = z.number().int().positive();
const code = z.string().min(1);

/** The work an event is about. */
export const workFieldsSchema = z.object({ work_id: id, work_code: code, work_title: z.string() });
export type WorkFields = z.infer<typeof workFieldsSchema>;

/** How a work is classified: comic type, label, genre, sub-genre and tags (names). */
export const workClassificationFieldsSchema = z.object({
  comic_type: analyticsComicTypeSchema,
  label_code: code.nullable(),
  label_name: z.string().nullable(),
  genre: z.string().nullable(),
  sub_genre: z.string().nullable(),
  /** Tag names joined with `,` (data-layer values stay flat); empty when none. */
  tags: z.string(),
});
export type WorkClassificationFields = z.infer<typeof workClassificationFieldsSchema>;

/** The episode an event is about (spec section 3's `internal` fields, `serviceId`). */
export const episodeFieldsSchema = z.object({
  episode_id: id,
  episode_code: code,
  episode_title: z.string(),
  episode_no: z.number().int().nonnegative(),
  page_count: z.number().int().nonnegative(),
  episode_type: z.string(),
  is_latest: z.boolean(),
  service_type: analyticsServiceTypeSchema,
  /** Always `free` (spec section 4). */
  read_type: z.literal('free'),
});
export type EpisodeFields = z.infer<typeof episodeFieldsSchema>;

/** Everything an event about one episode carries: its work, classification and episode. */
export const episodeContextSchema = workFieldsSchema
  .extend(workClassificationFieldsSchema.shape)
  .extend(episodeFieldsSchema.shape);
export type EpisodeContext = z.infer<typeof episodeContextSchema>;

/** Where a store chooser was opened: the work page, its purchase-link page, or the viewer. */
export const storeScreenSchema = z.enum(['work', 'purchase_links', 'viewer']);
export type StoreScreen = z.infer<typeof storeScreenSchema>;

/** What a store chooser sells: an episode or a volume, with the work when known. */
export const storeSubjectFieldsSchema = z.object({
  screen: storeScreenSchema,
  subject: z.enum(['episode', 'volume']),
  work_id: id.nullable(),
  work_code: code.nullable(),
  work_title: z.string().nullable(),
  episode_id: id.nullable(),
  episode_code: code.nullable(),
  volume_id: id.nullable(),
  volume_title: z.string().nullable(),
});
export type StoreSubjectFields = z.infer<typeof storeSubjectFieldsSchema>;

/** Which link of the viewer's end panel or controls was followed. */
export const viewerLinkKindSchema = z.enum(['work', 'previous_episode', 'recommendation']);
export type ViewerLinkKind = z.infer<typeof viewerLinkKindSchema>;

/** How a page was shared (the `ShareButton` methods). */
export const shareMethodSchema = z.enum(['native', 'copy', 'x', 'line', 'facebook']);
export type ShareMethod = z.infer<typeof shareMethodSchema>;

/** The page a module was seen on. */
export const modulePageSchema = z.enum(['home', 'label', 'detail']);
export type ModulePage = z.infer<typeof modulePageSchema>;

const modalBannerFields = { banner_id: id, banner_title: z.string() };
const episodeEvent = <Shape extends z.ZodRawShape>(shape: Shape) =>
  episodeContextSchema.extend(shape);

/**
 * Every event the site sends, each one flat object named by `event` (the data-layer form): the
 * schema the builders' results and the data layer's entries are checked against.
 */
export const analyticsEventSchema = z.discriminatedUnion('event', [
  episodeEvent({
    event: z.literal('episode_read'),
    reading_direction: analyticsReadingDirectionSchema,
  }),
  episodeEvent({ event: z.literal('end_of_book') }),
  episodeEvent({ event: z.literal('viewer_action_next'), next_episode_code: code }),
  episodeEvent({
    event: z.literal('viewer_action_change_direction'),
    reading_direction: analyticsReadingDirectionSchema,
  }),
  episodeEvent({
    event: z.literal('viewer_action_expand'),
    presentation_mode: z.enum(['normal', 'wide']),
  }),
  episodeEvent({ event: z.literal('viewer_action_full_screen'), full_screen: z.boolean() }),
  episodeEvent({
    event: z.literal('viewer_action_link_click'),
    link: viewerLinkKindSchema,
    href: z.string(),
  }),
  episodeEvent({ event: z.enum(['good_button_on', 'good_button_off']) }),
  storeSubjectFieldsSchema.extend({ event: z.literal('store_modal_open') }),
  storeSubjectFieldsSchema.extend({
    event: z.literal('store_click'),
    store_code: code,
    store_name: z.string(),
  }),
  workFieldsSchema.extend({
    event: z.literal('content_click'),
    module_name: z.string().min(1),
    position: z.number().int().positive().nullable(),
  }),
  workFieldsSchema.extend({ event: z.enum(['content_follow_on', 'content_follow_off']) }),
  workFieldsSchema.extend({ event: z.literal('fanletter_click') }),
  z.object({
    event: z.enum(['label_follow_on', 'label_follow_off']),
    label_id: id,
    label_code: code,
    label_name: z.string(),
  }),
  z.object({
    event: z.enum(['module_impression_label', 'module_impression_detail']),
    page: modulePageSchema,
    module_name: z.string().min(1),
    position: z.number().int().positive(),
    label_code: code.nullable(),
    work_code: code.nullable(),
  }),
  z.object({
    event: z.literal('banner_click'),
    banner_id: id,
    banner_title: z.string(),
    position: z.number().int().positive(),
  }),
  z.object({ event: z.enum(['modal_banner_imp', 'modal_banner_no']), ...modalBannerFields }),
  z.object({ event: z.literal('modal_banner_click'), href: z.string(), ...modalBannerFields }),
  z.object({
    event: z.literal('send_app'),
    screen: z.string().min(1),
    work_code: code.nullable(),
    episode_code: code.nullable(),
  }),
  z.object({
    event: z.literal('share'),
    method: shareMethodSchema,
    content_type: z.enum(['work', 'episode', 'label']),
    item_id: code,
  }),
  z.object({
    event: z.literal('history_delete'),
    scope: z.enum(['one', 'all']),
    count: z.number().int().nonnegative(),
  }),
  z.object({ event: z.literal(ROUTE_CHANGED_EVENT), url: z.string(), referrer: z.string() }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
