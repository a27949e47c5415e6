import type { StoreCode } from '../db/schema';
import type { Random } from '../random';

const HEX = '0123456789abcdef';
const DIGITS = '0123456789';
const UPPER_ALNUM = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function chars(random: Random, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[random.int(0, alphabet.length - 1)];
  return out;
}

/**
 * A product URL in the shape each store really uses, with a fictional product id.
 *
 * @example
 * storeUrl(createRandom(1), 'amazon'); // 'https://www.amazon.co.jp/dp/B0…'
 */
export function storeUrl(random: Random, code: StoreCode): string {
  const digits = (length: number) => chars(random, DIGITS, length);
  const hex = (length: number) => chars(random, HEX, length);
  switch (code) {
    case 'book_walker':
      return `https://bookwalker.jp/de${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}/`;
    case 'amazon':
      return `https://www.amazon.co.jp/dp/B0${chars(random, UPPER_ALNUM, 8)}`;
    case 'piccoma':
      return `https://piccoma.com/web/product/${random.int(10_000, 199_999)}`;
    case 'comic_cmoa':
      return `https://www.cmoa.jp/title/${random.int(100_000, 399_999)}/`;
    case 'line_manga':
      return `https://manga.line.me/product/periodic?id=Z000${digits(7)}`;
    case 'ebook_japan':
      return `https://ebookjapan.yahoo.co.jp/books/${random.int(100_000, 899_999)}/`;
    case 'dmm_books':
      return `https://book.dmm.com/product/${random.int(1_000_000, 4_999_999)}/b${hex(9)}/`;
    case 'mechacomic':
      return `https://mechacomic.jp/books/${random.int(10_000, 299_999)}`;
    case 'book_live':
      return `https://booklive.jp/product/index/title_id/${random.int(100_000, 2_999_999)}`;
    case 'renta':
      return `https://renta.papy.co.jp/renta/sc/frm/item/${random.int(100_000, 499_999)}/`;
    case 'rakuten_kobo':
      return `https://books.rakuten.co.jp/rk/${hex(32)}/`;
    case 'honto':
      return `https://honto.jp/ebook/pd_${digits(8)}.html`;
    case 'rakuten_books':
      return `https://books.rakuten.co.jp/rb/${random.int(15_000_000, 18_999_999)}/`;
    case 'kadokawa_store':
      return `https://store.kadokawa.co.jp/shop/g/g${digits(12)}/`;
  }
}
