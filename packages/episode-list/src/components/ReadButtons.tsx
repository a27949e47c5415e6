import type { ComicVolume, Episode } from '@cw/contract/schemas';
import { buttonClassName, Skeleton } from '@cw/ui';
import type { ReactNode } from 'react';
import {
  chooseReadActions,
  type EpisodeReadAction,
  type ResumeState,
  readActionHref,
} from '../readActions';
import { storeSubjectName } from '../storeSubject';
import { StoreButton } from './StoreButton';
import type { EpisodeHref, StoreAnalyticsProps } from './types';

export interface ReadButtonsProps extends StoreAnalyticsProps {
  /** The work's episodes, as the API sends them. */
  episodes: readonly Episode[];
  /** The work's volumes, whose trial chapters a comics-only work offers. */
  volumes?: readonly ComicVolume[];
  /**
   * Where the reader left off: `{ episodeCode, page }` with a one-based page (server history's
   * zero-based page + 1, or this device's stored position), `null` for a new reader, or
   * `'loading'` until the app knows (session or history still loading).
   */
  resume: ResumeState;
  /** URL of an episode (the viewer); `?page=N` is added to resume mid-episode. */
  episodeHref: EpisodeHref;
  /** Host put in front of root-relative store logo paths; `''` keeps the page's origin. */
  imageBaseUrl?: string;
  className?: string;
}

/**
 * The work page's read buttons, for above the fold: the primary one ('第1話を読む' for a new
 * reader, '続きから読む（第n話 pページ）' with history, '試し読み' for a comics-only work,
 * 'ストアで購入' when buying is the only way in) and '最新話を読む' beside it when that goes
 * elsewhere. The rules are `chooseReadActions`'.
 *
 * While `resume` is `'loading'` the primary button's place holds a placeholder of its size
 * (`aria-busy` on the group), never a label that might turn out wrong. Each button is named
 * by its visible text. Renders nothing when the work has nothing to read or buy.
 *
 * @example
 * <ReadButtons episodes={detail.episodes} volumes={detail.volumes}
 *   resume={history.isPending ? 'loading' : position}
 *   episodeHref={(episode) => `/viewer/${episode.code}`} />
 */
export function ReadButtons({
  episodes,
  volumes = [],
  resume,
  episodeHref,
  imageBaseUrl = '',
  className,
  onStoreModalOpen,
  onStoreClick,
}: ReadButtonsProps) {
  const { primary, latest } = chooseReadActions({ episodes, volumes, resume });
  if (primary === null) return null;

  const readLink = (action: EpisodeReadAction, variant: 'primary' | 'secondary') => (
    <a
      href={readActionHref(action, episodeHref)}
      className={buttonClassName({
        variant,
        size: 'lg',
        className: variant === 'primary' ? 'cw-el-read__primary' : 'cw-el-read__latest',
      })}
    >
      <span className="cw-el-read__label">{action.label}</span>
      {action.detail ? <span className="cw-el-read__detail">{action.detail}</span> : null}
    </a>
  );

  let primaryButton: ReactNode;
  switch (primary.kind) {
    case 'pending':
      primaryButton = <Skeleton className="cw-el-read__pending" />;
      break;
    case 'read':
      primaryButton = readLink(primary, 'primary');
      break;
    case 'store': {
      const { subject } = primary;
      primaryButton = (
        <StoreButton
          stores={subject.kind === 'episode' ? subject.episode.stores : subject.volume.stores}
          subjectName={storeSubjectName(subject)}
          className={buttonClassName({
            variant: 'primary',
            size: 'lg',
            className: 'cw-el-read__primary',
          })}
          imageBaseUrl={imageBaseUrl}
          onStoreModalOpen={onStoreModalOpen ? () => onStoreModalOpen(subject) : undefined}
          onStoreClick={onStoreClick ? (store) => onStoreClick(store, subject) : undefined}
        >
          <span className="cw-el-read__label">{primary.label}</span>
        </StoreButton>
      );
      break;
    }
  }

  return (
    <div
      className={className ? `cw-el-read ${className}` : 'cw-el-read'}
      data-slot="read-buttons"
      aria-busy={primary.kind === 'pending' ? true : undefined}
    >
      {primaryButton}
      {latest !== null ? readLink(latest, 'secondary') : null}
    </div>
  );
}
