export { EndedEpisodesNotice, type EndedEpisodesNoticeProps } from './EndedEpisodesNotice';
export { EpisodeCard, type EpisodeCardProps } from './EpisodeCard';
export { EpisodeList, type EpisodeListProps } from './EpisodeList';
export { EpisodeRangePicker, type EpisodeRangePickerProps } from './EpisodeRangePicker';
export { PurchaseLinks, type PurchaseLinksProps } from './PurchaseLinks';
export { ReadButtons, type ReadButtonsProps } from './ReadButtons';
export { RELEASE_TONE_CLASS_NAMES, ReleaseDate } from './ReleaseDate';
export { StoreButton, type StoreButtonProps } from './StoreButton';
export { StoreLinkList, type StoreLinkListProps } from './StoreLinkList';
export { StoreModal, type StoreModalProps } from './StoreModal';
export type {
  EpisodeHref,
  StoreAnalyticsProps,
  StoreSubject,
} from './types';
export {
  type EpisodeTypeUrl,
  type UseEpisodeTypeUrlOptions,
  useEpisodeTypeUrl,
} from './useEpisodeTypeUrl';
export { VolumeCard, type VolumeCardProps } from './VolumeCard';
