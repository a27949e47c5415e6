export { GoodButton, type GoodButtonProps } from './GoodButton';
export { prefetchEpisodeStart, shownPageFormat } from './preloadEpisodeStart';
export {
  defaultEpisodeHref,
  defaultWorkHref,
  type ViewerAnalyticsHandler,
  type ViewerEpisodeHref,
  type ViewerWorkHref,
} from './types';
export {
  DEFAULT_DECODE_CONCURRENCY,
  type PageImageRef,
  type PagePreloader,
  type PagePreloaderOptions,
  usePagePreloader,
} from './usePagePreloader';
export { Viewer, type ViewerProps } from './Viewer';
export {
  ViewerEndPanel,
  type ViewerEndPanelProps,
  type ViewerRecommendation,
} from './ViewerEndPanel';
export { ViewerError, type ViewerErrorProps } from './ViewerError';
export { ViewerSkeleton, type ViewerSkeletonProps } from './ViewerSkeleton';
export {
  type ViewerStoreChooserProps,
  ViewerStoreOnly,
  type ViewerStoreOnlyProps,
} from './ViewerStoreOnly';
