import type { Episode, Store } from '@cw/contract/schemas';
import type { StoreSubject } from '../storeSubject';

export type { StoreSubject };

/** Builds the URL of an episode (the viewer); the app owns its routes. */
export type EpisodeHref = (episode: Episode) => string;

/** Callbacks the app wires to the analytics events `store_modal_open` and `store_click`. */
export interface StoreAnalyticsProps {
  /** Called once each time a store chooser opens. */
  onStoreModalOpen?: (subject: StoreSubject) => void;
  /** Called when the reader follows a store link of the chooser. */
  onStoreClick?: (store: Store, subject: StoreSubject) => void;
}
