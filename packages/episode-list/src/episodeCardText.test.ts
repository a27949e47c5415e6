import { describe, expect, it } from 'vitest';
import { deliveryPeriodLabel, nextUpdateLabel } from './episodeCardText';
import { TIME_ZONES, useTimeZone } from './test/fixtures';

describe.each(TIME_ZONES)('under TZ=%s', (zone) => {
  useTimeZone(zone);

  describe('deliveryPeriodLabel', () => {
    it('shows the day in Japan after 配信期限：', () => {
      expect(deliveryPeriodLabel('2024-03-31T23:59:59+09:00')).toBe('配信期限：2024/03/31');
      expect(deliveryPeriodLabel('2024-03-31T15:00:00Z')).toBe('配信期限：2024/04/01');
      expect(deliveryPeriodLabel('2024-03-31T14:59:59Z')).toBe('配信期限：2024/03/31');
    });

    it('shows nothing for year 9999, which means never', () => {
      expect(deliveryPeriodLabel('9999-12-31T23:59:59+09:00')).toBeNull();
      expect(deliveryPeriodLabel('9999-12-31T14:59:59Z')).toBeNull();
      expect(deliveryPeriodLabel('9999-01-01T00:00:00+09:00')).toBeNull();
    });

    it('shows nothing without a period or with an unreadable one', () => {
      expect(deliveryPeriodLabel(null)).toBeNull();
      expect(deliveryPeriodLabel(undefined)).toBeNull();
      expect(deliveryPeriodLabel('garbage')).toBeNull();
    });
  });
});

describe('nextUpdateLabel', () => {
  it('prefixes the text with 次回更新予定日：', () => {
    expect(nextUpdateLabel('毎月第2金曜日更新')).toBe('次回更新予定日：毎月第2金曜日更新');
    expect(nextUpdateLabel('2024/02/09')).toBe('次回更新予定日：2024/02/09');
  });

  it('shows nothing without text', () => {
    expect(nextUpdateLabel(null)).toBeNull();
    expect(nextUpdateLabel(undefined)).toBeNull();
    expect(nextUpdateLabel('')).toBeNull();
    expect(nextUpdateLabel('  ')).toBeNull();
  });
});
