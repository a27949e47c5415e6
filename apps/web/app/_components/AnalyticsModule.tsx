import type { ModulePage } from '@cw/analytics';
import type { ReactNode } from 'react';

/**
 * Marks a module (a section) of the home, a label or a work page for analytics: when half of
 * it (or half the window) is seen, `module_impression_label` / `module_impression_detail` is
 * sent once per view, and a work tile clicked inside it reports the module's name in
 * `content_click` (`Analytics` watches these marks). No script of its own: pages stay
 * server-rendered.
 */
export function AnalyticsModule({
  page,
  name,
  labelCode,
  workCode,
  children,
}: {
  page: ModulePage;
  name: string;
  labelCode?: string;
  workCode?: string;
  children: ReactNode;
}) {
  return (
    <div
      className="cw-module"
      data-analytics-module={name}
      data-analytics-page={page}
      data-label-code={labelCode}
      data-work-code={workCode}
    >
      {children}
    </div>
  );
}
