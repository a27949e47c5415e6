import { describe, expect, it } from 'vitest';
import { shouldRequestPersistence, storageNearlyFull, storageQuotaView } from './storageQuota';

describe('storageQuotaView', () => {
  it('shows used and granted storage with the percentage, in Japanese', () => {
    expect(storageQuotaView({ usage: 12_345_678, quota: 1_200_000_000 })).toEqual({
      usedBytes: 12_345_678,
      quotaBytes: 1_200_000_000,
      availableBytes: 1_187_654_322,
      usedPercent: 2,
      usedText: '12.3 MB',
      quotaText: '1.2 GB',
      summaryText: '12.3 MB / 1.2 GB 使用中（2%）',
    });
  });

  it('never shows a little use as 0%, nor more than 100%', () => {
    expect(storageQuotaView({ usage: 1, quota: 1_000_000_000 }).usedPercent).toBe(1);
    expect(storageQuotaView({ usage: 0, quota: 1_000_000_000 }).usedPercent).toBe(0);
    expect(storageQuotaView({ usage: 2_000, quota: 1_000 }).usedPercent).toBe(100);
    expect(storageQuotaView({ usage: 2_000, quota: 1_000 }).availableBytes).toBe(0);
  });

  it('shows only the use when the browser gives no quota', () => {
    const view = storageQuotaView({ usage: 5_300_000 });
    expect(view.quotaBytes).toBeNull();
    expect(view.usedPercent).toBeNull();
    expect(view.summaryText).toBe('5.3 MB 使用中');
    expect(storageQuotaView({}).summaryText).toBe('0 B 使用中');
    expect(storageQuotaView({ usage: Number.NaN, quota: 0 }).summaryText).toBe('0 B 使用中');
  });
});

describe('storageNearlyFull', () => {
  it('warns from 90% of the quota used, never without a quota', () => {
    expect(storageNearlyFull(storageQuotaView({ usage: 890_000_000, quota: 1_000_000_000 }))).toBe(
      false,
    );
    // 89.01% rounds up to 90%: the percentage shown and the warning agree.
    expect(storageNearlyFull(storageQuotaView({ usage: 890_100_000, quota: 1_000_000_000 }))).toBe(
      true,
    );
    expect(storageNearlyFull(storageQuotaView({ usage: 2_000, quota: 1_000 }))).toBe(true);
    expect(storageNearlyFull(storageQuotaView({ usage: 5_000_000_000 }))).toBe(false);
  });
});

describe('shouldRequestPersistence', () => {
  it('asks once something is saved and storage is not persistent yet', () => {
    expect(shouldRequestPersistence({ persisted: false, savedCount: 1 })).toBe(true);
    expect(shouldRequestPersistence({ persisted: true, savedCount: 1 })).toBe(false);
    expect(shouldRequestPersistence({ persisted: false, savedCount: 0 })).toBe(false);
  });
});
