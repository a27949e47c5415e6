import { formatIso, formatJapaneseMonthDayWithWeekday } from '@cw/dates';
import { Heading } from '@cw/ui';
import { connection } from 'next/server';

export default async function HomePage() {
  // Today's date is per request, not per build.
  await connection();
  const now = new Date();
  return (
    <main>
      <Heading level={1}>CWコミック</Heading>
      <p>
        <time dateTime={formatIso(now)}>{formatJapaneseMonthDayWithWeekday(now)}</time>
        の更新
      </p>
    </main>
  );
}
