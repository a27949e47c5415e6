'use client';

import { useEffect } from 'react';
import { watchThumbnailFallbacks } from './watchThumbnailFallbacks';

/**
 * Mount once per page (in the app's layout): every `Thumbnail` whose image fails to load, also
 * before this ran, shows its fallback. Renders nothing.
 *
 * @example
 * <body><ThumbnailFallbacks />{children}</body>
 */
export function ThumbnailFallbacks() {
  useEffect(() => watchThumbnailFallbacks(document), []);
  return null;
}
