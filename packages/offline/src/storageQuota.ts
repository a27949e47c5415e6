import { formatBytes } from './formatBytes';
import { storageSummaryText } from './text';

/** What `navigator.storage.estimate()` gave; a browser may leave either value out. */
export interface StorageEstimateValues {
  readonly usage?: number | undefined;
  readonly quota?: number | undefined;
}

/** The storage line of 保存済み. */
export interface StorageQuotaView {
  /** Bytes this site uses (every cache and database of the origin, not only saved episodes). */
  readonly usedBytes: number;
  /** Bytes the browser grants the site, or `null` when it did not say. */
  readonly quotaBytes: number | null;
  readonly availableBytes: number | null;
  /** Whole percent used, from 0 to 100, or `null` without a quota. */
  readonly usedPercent: number | null;
  readonly usedText: string;
  readonly quotaText: string | null;
  /**
   * `'12.3 MB / 1.2 GB 使用中（1%）'`, or `'12.3 MB 使用中'` without a quota: in Japanese; other
   * languages write it with `storageSummaryText(view, locale)`.
   */
  readonly summaryText: string;
}

const clean = (value: number | undefined): number | null =>
  value !== undefined && Number.isFinite(value) && value >= 0 ? value : null;

/**
 * The storage quota as 保存済み shows it, from the values of `navigator.storage.estimate()`.
 * The percentage rounds up from any use, so a sliver never reads as 0%, and is capped at 100.
 *
 * @example
 * storageQuotaView({ usage: 12_345_678, quota: 1_200_000_000 }).summaryText;
 * //=> '12.3 MB / 1.2 GB 使用中（2%）'
 */
export function storageQuotaView(estimate: StorageEstimateValues): StorageQuotaView {
  const usedBytes = clean(estimate.usage) ?? 0;
  const quota = clean(estimate.quota);
  const quotaBytes = quota !== null && quota > 0 ? quota : null;
  const usedText = formatBytes(usedBytes);
  if (quotaBytes === null) {
    return {
      usedBytes,
      quotaBytes: null,
      availableBytes: null,
      usedPercent: null,
      usedText,
      quotaText: null,
      summaryText: storageSummaryText({ usedText, quotaText: null, usedPercent: null }),
    };
  }
  const usedPercent = Math.min(100, Math.ceil((usedBytes / quotaBytes) * 100));
  const quotaText = formatBytes(quotaBytes);
  return {
    usedBytes,
    quotaBytes,
    availableBytes: Math.max(0, quotaBytes - usedBytes),
    usedPercent,
    usedText,
    quotaText,
    summaryText: storageSummaryText({ usedText, quotaText, usedPercent }),
  };
}

/** From this share of the quota used, 保存済み warns that space is running out. */
export const STORAGE_NEARLY_FULL_PERCENT = 90;

/**
 * Whether the site's storage is nearly full ({@link STORAGE_NEARLY_FULL_PERCENT} or more of
 * the quota used), so 保存済み suggests deleting episodes already read. Without a quota the
 * browser has not said, so it is not.
 *
 * @example
 * storageNearlyFull(storageQuotaView({ usage: 950_000_000, quota: 1_000_000_000 })); //=> true
 */
export function storageNearlyFull(view: Pick<StorageQuotaView, 'usedPercent'>): boolean {
  return view.usedPercent !== null && view.usedPercent >= STORAGE_NEARLY_FULL_PERCENT;
}

/**
 * Whether to ask for persistent storage (`navigator.storage.persist()`): once something is
 * saved and the storage is not persistent yet, so the browser does not evict saved episodes
 * under pressure. The app asks on a save or on 保存済み, never on page load.
 *
 * @example
 * shouldRequestPersistence({ persisted: false, savedCount: 1 }); //=> true
 */
export function shouldRequestPersistence({
  persisted,
  savedCount,
}: {
  readonly persisted: boolean;
  readonly savedCount: number;
}): boolean {
  return !persisted && savedCount > 0;
}
