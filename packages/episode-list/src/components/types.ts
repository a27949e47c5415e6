import type { Episode, Store } from '@cw/api-client/schemas';
import type { ComponentPropsWithoutRef, ComponentType } from 'react';
import type { StoreSubject } from '../storeSubject';

export type { StoreSubject };

/** Builds the URL of an episode (the viewer); the app owns its routes. */
export type EpisodeHref = (episode: Episode) => string;

/** Props the list hands a link component: an anchor's, with a string `href`. */
export type LinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

/**
 * What renders internal links: `'a'` by default, or the app router's link (Next.js `Link`)
 * so that following an episode is a soft navigation.
 */
export type LinkComponent = ComponentType<LinkProps> | 'a';

/** Callbacks the app wires to the analytics events `store_modal_open` and `store_click`. */
export interface StoreAnalyticsProps {
  /** Called once each time a store chooser opens. */
  onStoreModalOpen?: (subject: StoreSubject) => void;
  /** Called when the reader follows a store link of the chooser. */
  onStoreClick?: (store: Store, subject: StoreSubject) => void;
}
