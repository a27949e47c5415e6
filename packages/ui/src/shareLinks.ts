/** Where a shared page goes: the page's own URL and the title posted with it. */
export type ShareLinksInput = {
  url: string;
  title: string;
};

/** Share-intent URLs of the services the share menu offers. */
export type ShareLinks = {
  x: string;
  line: string;
  facebook: string;
};

/**
 * Builds the share-intent URLs for X, LINE and Facebook. Pure, so it runs on the server
 * too. Only X takes the title; LINE and Facebook read the page's own OGP tags.
 *
 * @example
 * shareLinks({ url: 'https://example.com/a?b=1', title: 'タイトル' }).x;
 * // 'https://x.com/intent/post?text=%E3%82%BF%E3%82%A4%E3%83%88%E3%83%AB&url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1'
 */
export function shareLinks({ url, title }: ShareLinksInput): ShareLinks {
  const encodedUrl = encodeURIComponent(url);
  return {
    x: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodedUrl}`,
    line: `https://social-plugins.line.me/lineit/share?url=${encodedUrl}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
  };
}
