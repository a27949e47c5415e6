'use client';

import { type AnalyticsEvent, readConsent, trackEvent } from '@cw/analytics';
import { deviceStorage } from './deviceStorage';

/** Sends an analytics event to the tag manager's data layer, within the reader's consent. */
export function track(event: AnalyticsEvent): void {
  const page = window as Window & { dataLayer?: object[] };
  page.dataLayer ??= [];
  trackEvent(event, { consent: readConsent(deviceStorage()), dataLayer: page.dataLayer });
}
