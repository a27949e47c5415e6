export { GoodButton } from './GoodButton';
export { prefetchEpisodeStart, shownPageFormat } from './preloadEpisodeStart';
export { Viewer } from './Viewer';
export {
  ViewerEndPanel,
  type ViewerEndPanelProps,
  type ViewerRecommendation,
} from './ViewerEndPanel';
export { ViewerSkeleton } from './ViewerSkeleton';
export { ViewerStoreOnly, type ViewerStoreOnlyProps } from './ViewerStoreOnly';
