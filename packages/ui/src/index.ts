export type { BadgeProps, BadgeVariant } from './Badge';
export { BADGE_VARIANTS, Badge } from './Badge';
export type { ButtonProps } from './Button';
export { Button } from './Button';
export type { ButtonLinkProps } from './ButtonLink';
export { ButtonLink } from './ButtonLink';
export { DESKTOP_MEDIA_QUERY, DESKTOP_MIN_WIDTH } from './breakpoints';
export type { ButtonSize, ButtonStyleOptions, ButtonVariant } from './buttonClassName';
export { BUTTON_SIZES, BUTTON_VARIANTS, buttonClassName } from './buttonClassName';
export type { ColoredTagProps } from './ColoredTag';
export { ColoredTag } from './ColoredTag';
export type { ConfirmButtonProps } from './ConfirmButton';
export { ConfirmButton } from './ConfirmButton';
export { currentSectionHref, isCurrentSection } from './currentSection';
export type { DisclosureProps } from './Disclosure';
export { Disclosure } from './Disclosure';
export { formatCount } from './formatCount';
export type { HeadingProps } from './Heading';
export { Heading } from './Heading';
export { PREFETCH_MARGIN_PX, type PrefetchWhenNear, prefetchWhenNear } from './idlePrefetch';
export { lazyModule, preloadLazyModules } from './lazyModule';
export type { LinkStyleOptions, LinkVariant } from './linkClassName';
export { LINK_VARIANTS, linkClassName } from './linkClassName';
export type { ModalProps } from './Modal';
export { Modal } from './Modal';
export { type MediaImage, mediaImage } from './mediaImage';
export {
  contrastRatio,
  MIN_TEXT_CONTRAST_RATIO,
  readableBackground,
  TEXT_TONE_COLORS,
} from './readableBackground';
export { ScrollRestoration } from './ScrollRestoration';
export type { ShareButtonProps, ShareMethod } from './ShareButton';
export { ShareButton } from './ShareButton';
export type { SiteHeaderProps, SiteNavItem } from './SiteHeader';
export { SiteHeader } from './SiteHeader';
export type { SkeletonProps, SkeletonShape } from './Skeleton';
export { SKELETON_SHAPES, Skeleton } from './Skeleton';
export type { SkipLinkProps } from './SkipLink';
export { SkipLink } from './SkipLink';
export type { SwitchProps } from './Switch';
export { Switch } from './Switch';
export type { ScrollPosition } from './scrollPositions';
export {
  readScrollPosition,
  restoreStep,
  SCROLL_POSITION_KEY_PREFIX,
  SCROLL_RESTORE_TIMEOUT_MS,
  SCROLL_SAVE_INTERVAL_MS,
  saveScrollPosition,
  scrollPositionKey,
} from './scrollPositions';
export type { ShareLinks, ShareLinksInput } from './shareLinks';
export { shareLinks } from './shareLinks';
export type { TabItem, TabsProps } from './Tabs';
export { Tabs } from './Tabs';
export type { ThumbnailProps, ThumbnailSources } from './Thumbnail';
export { Thumbnail } from './Thumbnail';
export { ThumbnailFallbacks } from './ThumbnailFallbacks';
export type { TextTone } from './textColorOn';
export {
  hslLightness,
  isHexColor,
  TEXT_LIGHTNESS_THRESHOLD,
  textColorOn,
} from './textColorOn';
export type { ThumbnailRatio } from './thumbnailFallback';
export {
  THUMBNAIL_DEFAULT_WIDTH,
  THUMBNAIL_FALLBACK_SRC,
  THUMBNAIL_RATIOS,
  thumbnailHeight,
} from './thumbnailFallback';
export { UI_LOCALES, type UiLocale, UiLocaleProvider, useUiLocale } from './UiLocale';
export { useHydrated } from './useHydrated';
export { useLatest } from './useLatest';
export { type SeenOnceOptions, useSeenOnce } from './useSeenOnce';
export {
  MIN_VIEWPORT_WIDTH,
  VIEWPORT_RECHECK_DELAYS_MS,
  viewportContent,
  viewportScript,
} from './viewport';
export {
  isSeen,
  SEEN_THRESHOLD,
  type VisibilityEntry,
  visibleShare,
} from './visibleShare';
export { showThumbnailFallback, watchThumbnailFallbacks } from './watchThumbnailFallbacks';
