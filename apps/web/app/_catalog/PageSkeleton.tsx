import { WorkGrid } from '@cw/catalog/components';
import { Skeleton } from '@cw/ui';

/** What shows at once on a soft navigation while the next page renders: a skeleton page. */
export default function PageSkeleton() {
  return (
    <main className="cw-page" aria-busy="true">
      <Skeleton shape="text" className="cw-loading__heading" />
      <WorkGrid works={[]} loading skeletonCount={12} />
    </main>
  );
}
