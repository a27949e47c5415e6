/** The site's main sections, in the header of every page and in the sitemap of its pages. */
export const SITE_SECTIONS = [
  { href: '/ranking', label: 'ランキング' },
  { href: '/new', label: '新連載' },
  { href: '/free-campaign', label: '無料' },
  { href: '/release', label: '新刊' },
  { href: '/label', label: 'レーベル' },
  { href: '/topics', label: 'トピックス' },
] as const;
