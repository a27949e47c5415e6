import {
  type LanguageGroup,
  languageGroupViewerPath,
  languageGroupWorkPath,
  viewerPath,
  workPath,
} from '@cw/paths';

/** Where the viewer's links lead: the Japanese site's pages, or a language group's. */
export interface ViewerLinks {
  readonly episodeHref: (episode: { readonly code: string }) => string;
  readonly workHref: (work: { readonly code: string }) => string;
}

/**
 * The viewer's links in `group` (its viewer and work pages, so a reader stays in their
 * language), or the Japanese site's without one.
 *
 * @example
 * viewerLinks('en').episodeHref({ code: 'CW_000001_0002_E' }); //=> '/en/viewer/CW_000001_0002_E'
 * viewerLinks().workHref({ code: 'CW_000001_S' }); //=> '/detail/CW_000001_S'
 */
export function viewerLinks(group?: LanguageGroup): ViewerLinks {
  return group
    ? {
        episodeHref: ({ code }) => languageGroupViewerPath(group, code),
        workHref: ({ code }) => languageGroupWorkPath(group, code),
      }
    : { episodeHref: ({ code }) => viewerPath(code), workHref: ({ code }) => workPath(code) };
}
