import { MEDIA_WIDTHS } from '@cw/contract/constants';
import type { Store } from '@cw/contract/schemas';
import { mediaImage } from '@cw/ui';

export interface StoreLinkListProps {
  /** The stores in display order (see `orderStores`). */
  stores: readonly Store[];
  /** Called when the reader follows a store link (analytics `store_click`). */
  onStoreClick?: (store: Store) => void;
  /** Host put in front of root-relative logo paths; `''` keeps the page's origin. */
  imageBaseUrl?: string;
}

/**
 * Store logos as external links (`target="_blank" rel="noopener"`), the logo's `alt` naming
 * the link. No client code: the store chooser shows it in its modal, and the work page renders
 * it on the server for a volume's purchase links.
 *
 * @example
 * <StoreLinkList stores={orderStores(volume.stores)} />
 */
export function StoreLinkList({ stores, onStoreClick, imageBaseUrl = '' }: StoreLinkListProps) {
  return (
    <ul className="cw-el-store-list">
      {stores.map((store) => {
        const logo = mediaImage(store.image, MEDIA_WIDTHS.stores, imageBaseUrl);
        return (
          <li key={store.code} className="cw-el-store-list__item">
            <a
              href={store.url}
              target="_blank"
              rel="noopener"
              className="cw-el-store-link"
              data-store={store.code}
              data-store-name={store.name}
              onClick={onStoreClick ? () => onStoreClick(store) : undefined}
            >
              <picture>
                {logo.sources?.avif ? (
                  <source type="image/avif" srcSet={logo.sources.avif} sizes="160px" />
                ) : null}
                {logo.sources?.webp ? (
                  <source type="image/webp" srcSet={logo.sources.webp} sizes="160px" />
                ) : null}
                <img
                  className="cw-el-store-link__logo"
                  src={logo.src}
                  alt={store.name}
                  width={160}
                  height={60}
                  decoding="async"
                />
              </picture>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
