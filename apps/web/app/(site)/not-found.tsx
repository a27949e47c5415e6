import { SITE_NOT_FOUND_METADATA, SiteNotFound } from '@/app/_components/SiteNotFound';

export const metadata = SITE_NOT_FOUND_METADATA;

/** Every 404 of the Japanese site, inside its frame ((site)/layout.tsx): one header, one footer. */
export default function NotFound() {
  return <SiteNotFound />;
}
