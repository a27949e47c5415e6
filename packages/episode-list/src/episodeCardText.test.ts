import { describe, expect, it } from 'vitest';
import { deliveryPeriodText, nextUpdateText } from './episodeCardText';
import { TIME_ZONES, useTimeZone } from './test/timeZones';

describe.each(TIME_ZONES)('under TZ=%s', (zone) => {
  useTimeZone(zone);

  describe('deliveryPeriodText', () => {
    const served = (deliveryPeriod: string | null | undefined) =>
      deliveryPeriodText({ isActive: true, deliveryPeriod });

    it('shows the day in Japan after 配信期限：', () => {
      expect(served('2024-03-31T23:59:59+09:00')).toBe('配信期限：2024/03/31');
      expect(served('2024-03-31T15:00:00Z')).toBe('配信期限：2024/04/01');
      expect(served('2024-03-31T14:59:59Z')).toBe('配信期限：2024/03/31');
    });

    it('shows nothing for year 9999, which means never', () => {
      expect(served('9999-12-31T23:59:59+09:00')).toBeNull();
      expect(served('9999-12-31T14:59:59Z')).toBeNull();
      expect(served('9999-01-01T00:00:00+09:00')).toBeNull();
    });

    it('shows nothing without a period or with an unreadable one', () => {
      expect(served(null)).toBeNull();
      expect(served(undefined)).toBeNull();
      expect(served('garbage')).toBeNull();
    });

    it('shows nothing for an episode no longer served: its period is over', () => {
      expect(
        deliveryPeriodText({ isActive: false, deliveryPeriod: '2024-03-31T23:59:59+09:00' }),
      ).toBeNull();
    });
  });
});

describe('nextUpdateText', () => {
  it('prefixes the text with 次回更新予定日：', () => {
    expect(nextUpdateText('毎月第2金曜日更新')).toBe('次回更新予定日：毎月第2金曜日更新');
    expect(nextUpdateText('2024/02/09')).toBe('次回更新予定日：2024/02/09');
  });

  it('shows nothing without text', () => {
    expect(nextUpdateText(null)).toBeNull();
    expect(nextUpdateText(undefined)).toBeNull();
    expect(nextUpdateText('')).toBeNull();
    expect(nextUpdateText('  ')).toBeNull();
  });
});
