'use client';

import { lazyModule } from '@cw/ui';
import { useEffect, useState } from 'react';
import type { EpisodeRangePicker } from './EpisodeRangePicker';
import type { ShowMoreEpisodesButton } from './ShowMoreEpisodesButton';

/** The ways through a long list: its ranges and '話数を指定', and the next batch. */
export type LongListControls = {
  EpisodeRangePicker: typeof EpisodeRangePicker;
  ShowMoreEpisodesButton: typeof ShowMoreEpisodesButton;
};

const loadedControls: Partial<LongListControls> = {};

// A long list's controls are shown only once it is opened, so their code loads then, not with
// the page; once loaded (or preloaded by a test's setup), a list renders them at once.
const controlLoaders = [
  lazyModule(() =>
    import('./EpisodeRangePicker').then(({ EpisodeRangePicker }) => {
      loadedControls.EpisodeRangePicker = EpisodeRangePicker;
    }),
  ),
  lazyModule(() =>
    import('./ShowMoreEpisodesButton').then(({ ShowMoreEpisodesButton }) => {
      loadedControls.ShowMoreEpisodesButton = ShowMoreEpisodesButton;
    }),
  ),
];

function loadedLongListControls(): LongListControls | null {
  const { EpisodeRangePicker, ShowMoreEpisodesButton } = loadedControls;
  return EpisodeRangePicker && ShowMoreEpisodesButton
    ? { EpisodeRangePicker, ShowMoreEpisodesButton }
    : null;
}

/**
 * The long list's controls of `EpisodeList`, whose code is kept out of the work page's first
 * load: `null` until they are `wanted` (the list is long and open) and their code is in; at
 * once when it already is.
 */
export function useLongListControls(wanted: boolean): LongListControls | null {
  const [controls, setControls] = useState(loadedLongListControls);
  useEffect(() => {
    if (!wanted || controls !== null) return;
    let live = true;
    Promise.all(controlLoaders.map((load) => load())).then(
      () => live && setControls(loadedLongListControls()),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, controls]);
  return controls;
}
