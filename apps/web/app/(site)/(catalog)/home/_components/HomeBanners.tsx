'use client';

import { bannerClickEvent } from '@cw/analytics';
import { BannerCarousel } from '@cw/catalog/components';
import type { Banner } from '@cw/contract/schemas';
import { track } from '@/app/_components/analytics';

const BANNER_INTERVAL_MS = 6000;

/** The home page's banner carousel: soft navigation, and `banner_click` within consent. */
export function HomeBanners({ banners }: { banners: readonly Banner[] }) {
  return (
    <BannerCarousel
      banners={banners}
      autoAdvanceMs={BANNER_INTERVAL_MS}
      onBannerClick={(banner, index) => track(bannerClickEvent(banner, index + 1))}
    />
  );
}
