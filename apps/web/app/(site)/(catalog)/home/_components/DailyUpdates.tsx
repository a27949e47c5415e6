'use client';

import { japanWeekday, type Weekday } from '@cw/catalog';
import { WeekdayTabs } from '@cw/catalog/components';
import type { WorkSummary } from '@cw/contract/schemas';
import { useState } from 'react';
import { useApiClient } from '@/app/_components/ApiClientContext';
import { useLazyQuery } from '@/app/_components/lazyQuery';

/** Shown when a chosen day's serials could not be fetched. */
const FAILED_TEXT = 'この曜日の作品を読み込めませんでした。時間をおいてお試しください。';

/**
 * The home page's serials by weekday. The shared HTML carries today's works only (as data, with
 * today's tab rendered from them); another day's are fetched when the reader chooses its tab,
 * so the six days not shown weigh nothing on a page load.
 */
export function DailyUpdates({
  now,
  days,
  todayWorks,
  perDay,
}: {
  /** The page's render time: its weekday in Japan is today. */
  now: Date;
  /** Each weekday's last occurrence in Japan, today first (`recentJapanDays`): its tab's updates. */
  days: readonly { weekday: Weekday; date: string }[];
  todayWorks: readonly WorkSummary[];
  /** How many works a day shows. */
  perDay: number;
}) {
  const client = useApiClient();
  const today = japanWeekday(now);
  const [day, setDay] = useState<Weekday>(today);
  const date = days.find((recent) => recent.weekday === day)?.date;
  const otherDay = day !== today && date !== undefined;
  const [chosen, chosenSource] = useLazyQuery(
    ({ queries }) =>
      queries.apiQuery(client, 'getDailyNew', { page: 1, perPage: perDay, date: date ?? '' }),
    otherDay,
  );
  return (
    <>
      {chosenSource}
      <WeekdayTabs
        id="daily"
        heading="曜日別の更新"
        headingLevel={2}
        now={now}
        worksByWeekday={{
          [today]: todayWorks,
          ...(otherDay && chosen.data ? { [day]: chosen.data.items } : {}),
        }}
        pendingTabs={otherDay && chosen.isPending ? [day] : []}
        emptyLabel={otherDay && chosen.isError ? FAILED_TEXT : undefined}
        onTabChange={(tab) => {
          if (tab !== 'latest') setDay(tab);
        }}
      />
    </>
  );
}
