'use client';

import type { Episode, Store, StoreCode, WorkSummary } from '@cw/api-client/schemas';
import { storeSubjectName } from '@cw/episode-list';
import { StoreModal } from '@cw/episode-list/components';
import { Button, buttonClassName } from '@cw/ui';
import { useId, useState } from 'react';
import { storeOnlyStores } from '../storeOnly';
import { VIEWER_LABELS } from '../viewerLabels';
import { defaultWorkHref, type LinkComponent, type ViewerWorkHref } from './types';

export interface ViewerStoreOnlyProps {
  /** The episode asked for, which cannot be read now (`isActive` false). */
  episode: Episode;
  work: Pick<WorkSummary, 'code' | 'title'>;
  /** Purchase links of the volume holding the episode; used when it has none of its own. */
  volumeStores: readonly Store[];
  /** URL of the work's page; `/detail/{workCode}` by default. */
  workHref?: ViewerWorkHref;
  linkComponent?: LinkComponent;
  imageBaseUrl?: string;
  topRankedStore?: StoreCode | null;
  /** Open the store chooser at once (default), as following a link to the episode asked. */
  defaultOpen?: boolean;
  /** Called once each time the store chooser opens (analytics `store_modal_open`). */
  onStoreModalOpen?: () => void;
  /** Called when the reader follows a store link (analytics `store_click`). */
  onStoreClick?: (store: Store) => void;
}

/**
 * What the viewer shows for a store-only episode: one that cannot be read here but is sold
 * in stores (`EpisodeDetailResponse` with `episode.isActive` false). It opens the store
 * chooser 'ストアを選択' at once, and a button 'ストアで購入' opens it again.
 *
 * @example
 * <ViewerStoreOnly episode={detail.episode} work={detail.work} volumeStores={detail.volumeStores} />
 */
export function ViewerStoreOnly({
  episode,
  work,
  volumeStores,
  workHref = defaultWorkHref,
  linkComponent: Link = 'a',
  imageBaseUrl,
  topRankedStore,
  defaultOpen = true,
  onStoreModalOpen,
  onStoreClick,
}: ViewerStoreOnlyProps) {
  const stores =
    storeOnlyStores({ episode, volumeStores }) ??
    (episode.stores.length > 0 ? episode.stores : volumeStores);
  const [open, setOpen] = useState(defaultOpen && stores.length > 0);
  const headingId = useId();

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
      <p className="cw-viewer-notice__message">{VIEWER_LABELS.storeOnly}</p>
      <div className="cw-viewer-notice__actions">
        {stores.length > 0 ? (
          <Button aria-haspopup="dialog" onClick={() => setOpen(true)} fullWidth>
            {VIEWER_LABELS.storeButton}
          </Button>
        ) : null}
        <Link
          href={workHref(work)}
          className={buttonClassName({ variant: 'secondary', fullWidth: true })}
        >
          {VIEWER_LABELS.toWork}
        </Link>
      </div>
      <StoreModal
        open={open}
        onOpenChange={setOpen}
        stores={stores}
        subjectName={`${work.title} ${storeSubjectName({ kind: 'episode', episode })}`}
        topRankedStore={topRankedStore}
        onStoreModalOpen={onStoreModalOpen}
        onStoreClick={onStoreClick}
        imageBaseUrl={imageBaseUrl}
      />
    </section>
  );
}
