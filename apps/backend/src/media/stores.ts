import type { StoreCode } from '../db/schema';

/**
 * Brand-like colours for the drawn store logos: close enough to be recognised at a glance,
 * not the stores' trademarks.
 */
export const STORE_COLORS: Readonly<Record<StoreCode, { background: string; accent: string }>> = {
  book_walker: { background: '#1b1b1f', accent: '#e60033' },
  amazon: { background: '#232f3e', accent: '#ff9900' },
  piccoma: { background: '#ffc300', accent: '#1a1a1a' },
  comic_cmoa: { background: '#e4007f', accent: '#ffe14d' },
  line_manga: { background: '#06c755', accent: '#ffffff' },
  ebook_japan: { background: '#d7000f', accent: '#ffd400' },
  dmm_books: { background: '#222222', accent: '#e8382f' },
  mechacomic: { background: '#f39800', accent: '#e4007f' },
  book_live: { background: '#ea5514', accent: '#fff36b' },
  renta: { background: '#c8102e', accent: '#ffffff' },
  rakuten_kobo: { background: '#bf0000', accent: '#ffffff' },
  honto: { background: '#0068b7', accent: '#ffd900' },
  rakuten_books: { background: '#bf0000', accent: '#ffe0e0' },
  kadokawa_store: { background: '#101010', accent: '#d4b25a' },
};
