export { EpisodeList } from './EpisodeList';
export { PurchaseLinks } from './PurchaseLinks';
export { ReadButtons } from './ReadButtons';
export { StoreButton } from './StoreButton';
export { StoreModal, type StoreModalProps } from './StoreModal';
export { useEpisodeTypeUrl } from './useEpisodeTypeUrl';
