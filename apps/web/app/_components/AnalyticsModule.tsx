'use client';

import { type ModulePage, moduleImpressionEvent } from '@cw/analytics';
import { useSeenOnce } from '@cw/ui';
import { type ReactNode, useRef } from 'react';
import { trackOncePerView } from './analytics';
import { MODULE_SELECTOR } from './moduleAnalytics';

/**
 * A module (a section) of the home, a label or a work page for analytics: once half of it (or
 * half the window) has been seen, `module_impression_label` / `module_impression_detail` is
 * sent, once per view, with its place among the page's modules; a work tile clicked inside it
 * reports the module's name in `content_click` (`reportContentClick`). The section inside stays
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
  const element = useRef<HTMLDivElement | null>(null);
  const seenRef = useSeenOnce(() => {
    const position = element.current
      ? [...document.querySelectorAll(MODULE_SELECTOR)].indexOf(element.current) + 1
      : 0;
    trackOncePerView(
      `module:${name}`,
      moduleImpressionEvent({ page, moduleName: name, position, labelCode, workCode }),
    );
  });
  return (
    <div
      ref={(node) => {
        element.current = node;
        seenRef(node);
      }}
      className="cw-module"
      data-analytics-module={name}
    >
      {children}
    </div>
  );
}
