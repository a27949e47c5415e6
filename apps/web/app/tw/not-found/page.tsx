import { GroupNotFound, groupNotFoundMetadata } from '@/app/_components/group/GroupNotFound';

// The same for everyone: rendered once, then served from the cache.
export const dynamic = 'force-static';
export const generateMetadata = () => groupNotFoundMetadata('tw');

/**
 * The `/tw` group's not-found page as a page, drawn on the server: what serve.ts sends, with
 * 404, for a page of the group that called `notFound()` (server/notFoundPage.ts).
 */
export default function Page() {
  return <GroupNotFound group="tw" />;
}
