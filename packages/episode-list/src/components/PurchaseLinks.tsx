import { MEDIA_WIDTHS } from '@cw/contract/constants';
import type { RelatedProduct } from '@cw/contract/schemas';
import { DESKTOP_MEDIA_QUERY, Heading, mediaImage, Thumbnail } from '@cw/ui';
import { latestProduct } from '../latestProduct';
import { orderStores } from '../orderStores';
import { PURCHASE_LINKS_HEADING_TEXT, seeAllVolumesText } from '../text';
import { ReleaseDate } from './ReleaseDate';
import { StoreLinkList } from './StoreLinkList';

export interface PurchaseLinksProps {
  /** The work's purchasable volumes (`GET /api/related-product/{workCode}`). */
  products: readonly RelatedProduct[];
  /** The current time: the release date is red within 30 days of it (in Japan). */
  now: Date;
  /** Where every volume is listed (the comics tab); with it, a link `全{n}巻を見る`. */
  allVolumesHref?: string;
  headingLevel?: number;
  imageBaseUrl?: string;
}

/**
 * The work's purchase links: the latest volume (cover, title, release date with '発売') and
 * its stores as logo links, ordered like the store chooser. Renders nothing without a
 * purchasable volume. Server-renderable: plain links, no client code.
 *
 * @example
 * <PurchaseLinks products={products} now={now} allVolumesHref="?episodeType=comics" />
 */
export function PurchaseLinks({
  products,
  now,
  allVolumesHref,
  headingLevel = 2,
  imageBaseUrl = '',
}: PurchaseLinksProps) {
  const latest = latestProduct(products);
  if (latest === null) return null;
  const { volume, stores } = latest;
  const cover = mediaImage(volume.thumbnail, MEDIA_WIDTHS.volumes, imageBaseUrl);
  const headingId = `cw-el-purchase-${volume.id}`;
  return (
    <section
      className="cw-el-purchase"
      aria-labelledby={headingId}
      // What a delegated click listener reads to report a store click (store_click).
      data-volume-id={volume.id}
      data-volume-title={volume.title}
    >
      <Heading level={headingLevel} id={headingId}>
        {PURCHASE_LINKS_HEADING_TEXT}
      </Heading>
      <div className="cw-el-purchase__volume">
        <div className="cw-el-purchase__cover">
          <Thumbnail
            ratio="5:7"
            src={cover.src}
            sources={cover.sources}
            sizes={`${DESKTOP_MEDIA_QUERY} 120px, 25vw`}
            alt=""
          />
        </div>
        <div className="cw-el-purchase__body">
          <p className="cw-el-purchase__title">{volume.title}</p>
          <ReleaseDate release={volume.release} now={now} />
          {allVolumesHref && products.length > 1 ? (
            <a href={allVolumesHref} className="cw-el-purchase__all">
              {seeAllVolumesText(products.length)}
            </a>
          ) : null}
        </div>
      </div>
      <StoreLinkList stores={orderStores(stores)} imageBaseUrl={imageBaseUrl} />
    </section>
  );
}
