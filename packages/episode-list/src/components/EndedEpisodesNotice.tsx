import type { ComponentProps } from 'react';
import { ENDED_EPISODES_TEXT } from '../text';

export type EndedEpisodesNoticeProps = Omit<ComponentProps<'p'>, 'children'>;

/**
 * The line 'その他の話は公開終了しました' that stands, in the episodes tab, for ended episodes
 * without store links (see `collapseInactiveEpisodes`).
 *
 * @example
 * {item.kind === 'ended' ? <EndedEpisodesNotice /> : <EpisodeCard … />}
 */
export function EndedEpisodesNotice({ className, ...props }: EndedEpisodesNoticeProps) {
  return (
    <p
      data-slot="ended-episodes"
      className={className ? `cw-el-ended ${className}` : 'cw-el-ended'}
      {...props}
    >
      {ENDED_EPISODES_TEXT}
    </p>
  );
}
