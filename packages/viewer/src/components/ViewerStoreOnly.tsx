'use client';

import type { Episode, Store, WorkSummary } from '@cw/contract/schemas';
import { Button, buttonClassName, useUiLocale } from '@cw/ui';
import { type ReactNode, useId, useState } from 'react';
import { storeOnlyStores } from '../storeOnly';
import { VIEWER_TEXTS } from '../text';
import { defaultWorkHref, type ViewerWorkHref } from './types';

/** What the viewer hands the app's store chooser: which stores, and whether it is open. */
export interface ViewerStoreChooserProps {
  /** The viewer opens it at once (`defaultOpen`) and from its 'ストアで購入' button. */
  open: boolean;
  /** Called with `false` when the reader closes the chooser. */
  onOpenChange: (open: boolean) => void;
  /** The episode's purchase links, else those of the volume holding it (`storeOnlyStores`). */
  stores: readonly Store[];
}

export interface ViewerStoreOnlyProps {
  /** The episode asked for, which cannot be read here (store-only, or ended). */
  episode: Episode;
  work: Pick<WorkSummary, 'code' | 'title'>;
  /** Purchase links of the volume holding the episode; used when it has none of its own. */
  volumeStores: readonly Store[];
  /** URL of the work's page; `/detail/{workCode}` by default. */
  workHref?: ViewerWorkHref;
  /**
   * Renders the app's store chooser (the work page's, with its analytics and image host) for
   * the state the viewer keeps. The chooser belongs to the work page's domain, so the app
   * composes it, as it does the end panel's follow and store buttons.
   */
  renderStoreChooser: (chooser: ViewerStoreChooserProps) => ReactNode;
  /** Open the store chooser at once (default), as following a link to the episode asked. */
  defaultOpen?: boolean;
}

/**
 * What the viewer shows for a store-only episode: one that cannot be read here but is sold
 * in stores (an `EpisodeDetailResponse` for which `storeOnlyStores` names stores). It opens
 * the app's store chooser at once, and a button 'ストアで購入' opens it again.
 *
 * @example
 * <ViewerStoreOnly episode={episode} work={work} volumeStores={volumeStores}
 *   renderStoreChooser={(chooser) => (
 *     <StoreModal {...chooser} subjectName={storeSubjectName({ kind: 'episode', episode, work })} />
 *   )} />
 */
export function ViewerStoreOnly({
  episode,
  work,
  volumeStores,
  workHref = defaultWorkHref,
  renderStoreChooser,
  defaultOpen = true,
}: ViewerStoreOnlyProps) {
  const stores =
    storeOnlyStores({ episode, volumeStores }) ??
    (episode.stores.length > 0 ? episode.stores : volumeStores);
  const [open, setOpen] = useState(defaultOpen && stores.length > 0);
  const headingId = useId();
  const text = VIEWER_TEXTS[useUiLocale()];

  return (
    <section
      className="cw-viewer-notice"
      aria-labelledby={headingId}
      data-testid="viewer-store-only"
    >
      <h1 id={headingId} className="cw-viewer-notice__heading">
        <span className="cw-viewer-notice__work">{work.title}</span>
        <span>{episode.title}</span>
      </h1>
      <p className="cw-viewer-notice__message">{text.storeOnly}</p>
      <div className="cw-viewer-notice__actions">
        {stores.length > 0 ? (
          <Button aria-haspopup="dialog" onClick={() => setOpen(true)} fullWidth>
            {text.storeButton}
          </Button>
        ) : null}
        <a
          href={workHref(work)}
          className={buttonClassName({ variant: 'secondary', fullWidth: true })}
        >
          {text.toWork}
        </a>
      </div>
      {renderStoreChooser({ open, onOpenChange: setOpen, stores })}
    </section>
  );
}
