import {
  type EndpointDefinition,
  type EndpointName,
  endpoints,
  type HttpMethod,
} from '@cw/contract/endpoints';

/**
 * Where one `/api/*` endpoint goes in backend v3. `{name}` in `path` or in a `query` value takes
 * the request's path parameter or query value of that name. The endpoint's other query values
 * go along under their own names, and its JSON body as it came, once validated.
 */
export type BackendRoute = {
  method: HttpMethod;
  path: `/v3/${string}`;
  /** Backend query values added to the forwarded ones: fixed, or `{name}` as in `path`. */
  query?: Record<string, string>;
};

/** The endpoints the web app answers itself. */
export type WebAnswer = 'session' | 'testPattern' | 'hello';

export type ApiRoute = { backend: BackendRoute } | { web: WebAnswer };

const backend = (
  method: HttpMethod,
  path: BackendRoute['path'],
  query?: BackendRoute['query'],
): { backend: BackendRoute } => ({ backend: query ? { method, path, query } : { method, path } });

/** Every endpoint of the contract endpoint table and what answers it, in the table's order. */
export const apiRoutes = {
  getSession: { web: 'session' },
  getAccountTestPattern: { web: 'testPattern' },
  getAccountUpdated: backend('GET', '/v3/membership/account/updated'),
  markAccountUpdated: backend('PUT', '/v3/membership/account/updated'),

  getAuthorIndex: backend('GET', '/v3/library/authors/initial'),
  getCategories: backend('GET', '/v3/library/categories'),
  getNewComics: backend('GET', '/v3/library/comics/new'),
  getLabelNewComics: backend('GET', '/v3/library/comics/new', { label: '{labelCode}' }),
  getEpisodeDetail: backend('GET', '/v3/library/episodes/{episodeCode}'),
  getWorkDetail: backend('GET', '/v3/library/works/{workCode}'),
  getViewer: backend('GET', '/v3/library/viewer/{episodeCode}'),
  getViewerJumpBack: backend('GET', '/v3/library/viewer/{episodeCode}/jump-back'),
  getViewerJumpForward: backend('GET', '/v3/library/viewer/{episodeCode}/jump-forward'),
  getDailyNew: backend('GET', '/v3/library/daily/new'),

  getFollowedLabels: backend('GET', '/v3/membership/follows/labels'),
  unfollowLabels: backend('DELETE', '/v3/membership/follows/labels'),
  followLabel: backend('POST', '/v3/membership/follows/labels/{labelId}'),
  getLabelFollowStatus: backend('GET', '/v3/membership/follows/labels/{labelId}'),
  setLabelNotification: backend('PUT', '/v3/membership/follows/labels/{labelId}/notification'),
  getFollowedSeries: backend('GET', '/v3/membership/follows/series'),
  followSeries: backend('POST', '/v3/membership/follows/series'),
  unfollowSeries: backend('DELETE', '/v3/membership/follows/series'),
  getSeriesFollowStatus: backend('GET', '/v3/membership/follows/series/{seriesId}'),
  setSeriesNotification: backend('PUT', '/v3/membership/follows/series/{seriesId}/notification'),

  getFreeCampaign: backend('GET', '/v3/library/free-campaign'),
  getGenresAndTags: backend('GET', '/v3/library/genres-and-tags'),
  getHello: { web: 'hello' },
  getLabels: backend('GET', '/v3/library/labels'),
  getLabelFairs: backend('GET', '/v3/library/labels/{labelCode}/fairs'),
  getLabelFeatures: backend('GET', '/v3/library/labels/{labelCode}/features'),
  getLabelFollowers: backend('GET', '/v3/library/labels/{labelCode}/followers'),

  unsubscribeMail: backend('POST', '/v3/membership/mail/unsubscribe'),

  getFavoriteStatus: backend('GET', '/v3/membership/favorites/episodes/{episodeId}'),
  addFavorite: backend('POST', '/v3/membership/favorites/episodes/{episodeId}'),
  removeFavorite: backend('DELETE', '/v3/membership/favorites/episodes/{episodeId}'),
  addGuestFavorite: backend('POST', '/v3/library/episodes/{episodeId}/guest-favorites'),
  postClientLog: backend('POST', '/v3/library/client-logs'),

  getHistoryMap: backend('GET', '/v3/membership/history'),
  recordHistory: backend('POST', '/v3/membership/history'),
  getHistoryList: backend('GET', '/v3/membership/history/list'),
  deleteHistory: backend('DELETE', '/v3/membership/history/list'),
  getCurrentUser: backend('GET', '/v3/membership/users/me'),

  getBanners: backend('GET', '/v3/library/banners'),
  getTopicEpisodes: backend('GET', '/v3/library/topics/{topicId}/episodes'),
  getTopicSeries: backend('GET', '/v3/library/topics/{topicId}/works'),
  getRanking: backend('GET', '/v3/library/rankings', { period: 'daily' }),
  getHourlyRanking: backend('GET', '/v3/library/rankings', { period: 'hourly' }),
  sendRecommendationCandidates: backend('POST', '/v3/library/recommendations/candidate'),
  getRecommendedSeries: backend('GET', '/v3/library/recommendations'),
  getRelatedProducts: backend('GET', '/v3/library/related-products/{workCode}'),

  searchAuthor: backend('GET', '/v3/library/authors/{authorId}'),
  searchGenreOrTag: backend('GET', '/v3/library/search/genre-or-tag'),
  searchInitial: backend('GET', '/v3/library/search/initial'),
  searchKeywords: backend('GET', '/v3/library/search'),
  getSearchSuggestions: backend('GET', '/v3/library/search/suggestions'),

  getSeries: backend('GET', '/v3/library/works'),
  getNewSeries: backend('GET', '/v3/library/new-serials'),
  getLabelSeries: backend('GET', '/v3/library/works', { label: '{labelCode}' }),
  getLabelOneShots: backend('GET', '/v3/library/works', { label: '{labelCode}', oneShot: 'true' }),
  getLabelOngoingSeries: backend('GET', '/v3/library/works', {
    label: '{labelCode}',
    status: 'ongoing',
  }),

  getSitemapIndex: backend('GET', '/v3/library/sitemap'),
  getSitemapPage: backend('GET', '/v3/library/sitemap/{kind}'),

  getTopics: backend('GET', '/v3/library/topics'),
  getNewSerialsInfo: backend('GET', '/v3/library/topics/new-serials/info'),
  getNewSerialWorks: backend('GET', '/v3/library/topics/new-serials/works'),
  getCampaignTopic: backend('GET', '/v3/library/topics/campaign/{token}'),
  getNewsDetail: backend('GET', '/v3/library/topics/{topicId}'),
} as const satisfies Record<EndpointName, ApiRoute>;

/** What a request's method and path name in the endpoint table. */
export type ApiMatch =
  | { kind: 'endpoint'; name: EndpointName; params: Record<string, string> }
  | { kind: 'methodNotAllowed'; allow: HttpMethod[] }
  | { kind: 'notFound' };

type PathTemplate = {
  segments: string[];
  /** `0` per literal segment and `1` per parameter: the smaller, the more specific. */
  specificity: string;
  methods: Map<HttpMethod, EndpointName>;
};

const PARAM = /^\{(\w+)\}$/;

const templates = new Map<string, PathTemplate>();
for (const [name, { method, path }] of Object.entries(endpoints) as [
  EndpointName,
  EndpointDefinition,
][]) {
  const segments = path.split('/').slice(1);
  const template = templates.get(path) ?? {
    segments,
    specificity: segments.map((segment) => (PARAM.test(segment) ? '1' : '0')).join(''),
    methods: new Map(),
  };
  template.methods.set(method, name);
  templates.set(path, template);
}

/** The segments of a path, decoded; null when one is not valid percent-encoding. */
function decodeSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** The path parameters when `segments` fit `template`, else null. */
function fitTemplate(template: PathTemplate, segments: string[]): Record<string, string> | null {
  if (template.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of template.segments.entries()) {
    const segment = segments[i] ?? '';
    const param = PARAM.exec(part)?.[1];
    if (param && segment !== '') params[param] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/**
 * Finds the endpoint a request names. A literal segment beats a parameter, so `/api/series/new`
 * is the new series and not the label `new`; the path decides before the method does, so another
 * method on a known path is a 405, never a different endpoint.
 *
 * @example
 * matchApiRequest('GET', '/api/follows/series/42'); // getSeriesFollowStatus, { seriesId: '42' }
 */
export function matchApiRequest(method: string, pathname: string): ApiMatch {
  const segments = decodeSegments(pathname);
  if (!segments) return { kind: 'notFound' };
  let best: { template: PathTemplate; params: Record<string, string> } | undefined;
  for (const template of templates.values()) {
    const params = fitTemplate(template, segments);
    if (params && (!best || template.specificity < best.template.specificity)) {
      best = { template, params };
    }
  }
  if (!best) return { kind: 'notFound' };
  const name = best.template.methods.get(method as HttpMethod);
  if (!name) return { kind: 'methodNotAllowed', allow: [...best.template.methods.keys()] };
  return { kind: 'endpoint', name, params: best.params };
}

/**
 * The backend path and query of a call: `{name}` filled from the request's path parameters and
 * query values (as received, already validated), then the query values no template used.
 *
 * @example
 * backendTarget(apiRoutes.getLabelSeries.backend, { labelCode: 'dengeki' }, { page: '2' });
 * // '/v3/library/works?label=dengeki&page=2'
 */
export function backendTarget(
  route: BackendRoute,
  params: Record<string, string>,
  query: Record<string, string>,
): string {
  const values = { ...query, ...params };
  const used = new Set<string>();
  const fill = (template: string, encode: (value: string) => string) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`No value for {${name}} of ${route.path}`);
      used.add(name);
      return encode(value);
    });

  const path = fill(route.path, encodeURIComponent);
  const search = new URLSearchParams();
  for (const [key, template] of Object.entries(route.query ?? {})) {
    search.set(key, fill(template, String));
  }
  for (const [key, value] of Object.entries(query)) {
    if (!used.has(key)) search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
