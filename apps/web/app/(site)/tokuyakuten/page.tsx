import { inStoreDisplayOrder, STORE_CODES, STORE_NAMES } from '@cw/contract/constants';
import { Heading } from '@cw/ui';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: '特約店一覧' };

/** `/tokuyakuten`: the book stores the work pages link to, in their display order. */
export default function PartnerStoresPage() {
  const stores = inStoreDisplayOrder(STORE_CODES);
  return (
    <main className="cw-document">
      <Heading level={1}>特約店一覧</Heading>
      <p>
        作品ページの「購入する」から、次の電子書店・書店で単行本をお求めいただけます。取り扱いの有無や価格は各書店でご確認ください。
      </p>
      <ul>
        {stores.map((code) => (
          <li key={code}>{STORE_NAMES[code]}</li>
        ))}
      </ul>
    </main>
  );
}
