import { SiteFrame } from '@/app/_components/SiteFrame';
import { SITE_NOT_FOUND_METADATA, SiteNotFound } from '@/app/_components/SiteNotFound';

export const metadata = SITE_NOT_FOUND_METADATA;

/**
 * A 404 outside every frame (a path no layout of the site or of a language group holds), in
 * the Japanese site's frame. Inside a frame, its own not-found page answers:
 * (site)/not-found.tsx and each group's.
 */
export default function NotFound() {
  return (
    <SiteFrame>
      <SiteNotFound />
    </SiteFrame>
  );
}
