export { BannerCarousel, type BannerCarouselProps } from './BannerCarousel';
export { ContinueReadingList, type ContinueReadingListProps } from './ContinueReadingList';
export { FollowedLabelList, type FollowedLabelListProps } from './FollowedLabelList';
export { FollowedWorkList, type FollowedWorkListProps } from './FollowedWorkList';
export { HistoryList, type HistoryListProps } from './HistoryList';
export { KanaGroupedList, type KanaGroupedListProps } from './KanaGroupedList';
export { KanaIndex, type KanaIndexProps } from './KanaIndex';
export { KANA_ANCHOR_PREFIX, kanaAnchorId } from './kanaAnchor';
export { LabelHeader, type LabelHeaderProps } from './LabelHeader';
export { LabelList, type LabelListProps } from './LabelList';
export {
  BANNER_WIDTHS,
  LABEL_ICON_WIDTHS,
  TOPIC_THUMBNAIL_WIDTHS,
  WORK_COVER_WIDTHS,
} from './media';
export { Pager, type PagerProps } from './Pager';
export { RankingList, type RankingListProps } from './RankingList';
export { RankingTabs, type RankingTabsProps } from './RankingTabs';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { TopicArticle, type TopicArticleProps } from './TopicArticle';
export { TopicCard, type TopicCardProps } from './TopicCard';
export { TopicList, type TopicListProps } from './TopicList';
export type { LinkComponent, LinkProps, WorkHref } from './types';
export { VolumeGrid, type VolumeGridProps } from './VolumeGrid';
export { type WeekdayTab, WeekdayTabs, type WeekdayTabsProps } from './WeekdayTabs';
export { WorkGrid, type WorkGridProps } from './WorkGrid';
export { WorkTile, type WorkTileProps } from './WorkTile';
export { WorkTileSkeleton, type WorkTileSkeletonProps } from './WorkTileSkeleton';
