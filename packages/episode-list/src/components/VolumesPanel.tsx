import type { ComicVolume } from '@cw/api-client/schemas';
import { Disclosure } from '@cw/ui';
import type { ReactNode } from 'react';
import { CLOSE_TEXT } from '../text';
import { splitVisibleVolumes } from '../volumes';
import { VolumeCard, type VolumeCardProps } from './VolumeCard';

export interface VolumesPanelProps {
  volumes: readonly ComicVolume[];
  /** The campaign banner above the list, or `null`. */
  banner: ReactNode;
  /** Whether the volumes behind '全{total}巻を表示' are shown. */
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** What every volume card is given besides its volume. */
  cardProps: Omit<VolumeCardProps, 'volume'>;
}

/** The comics tab of `EpisodeList`: the first volumes, the rest behind '全{total}巻を表示'. */
export function VolumesPanel({
  volumes,
  banner,
  expanded,
  onExpandedChange,
  cardProps,
}: VolumesPanelProps) {
  const split = splitVisibleVolumes(volumes, { expanded: false });
  const rest = volumes.slice(split.visible.length);
  const renderVolume = (volume: ComicVolume) => (
    <li key={volume.id} className="cw-el-volumes__item">
      <VolumeCard volume={volume} {...cardProps} />
    </li>
  );
  return (
    <div className="cw-el-panel" data-tab="comics">
      {banner}
      <ol className="cw-el-volumes">{split.visible.map(renderVolume)}</ol>
      {split.toggleLabel !== null ? (
        <Disclosure
          expandLabel={split.toggleLabel}
          collapseLabel={CLOSE_TEXT}
          buttonPosition="end"
          open={expanded}
          onOpenChange={onExpandedChange}
          className="cw-el-more"
        >
          <ol className="cw-el-volumes">{rest.map(renderVolume)}</ol>
        </Disclosure>
      ) : null}
    </div>
  );
}
