'use client';

import { buttonClassName } from '@cw/ui';
import { type FormEvent, useId } from 'react';
import type { EpisodeRange } from '../episodeRanges';
import { EPISODE_RANGES_TEXT, JUMP_TO_EPISODE_BUTTON_TEXT, JUMP_TO_EPISODE_TEXT } from '../text';

export interface EpisodeRangePickerProps {
  /** The ranges of the list, in display order (see `episodeRanges`). */
  ranges: readonly EpisodeRange[];
  /** Called with the `start` of the range the reader picks, to go to its first episode. */
  onSelect: (start: number) => void;
  /** Called with the episode number the reader asks for in '話数を指定'. */
  onJump: (episodeNo: number) => void;
}

/**
 * The ways through a long episode list: a group '話数の範囲' of one button per range
 * ('1〜50話', '51〜100話'…) that goes to the range's first episode, and '話数を指定' with
 * '移動' to jump to an episode number. The list stays whole; the buttons move in it, so none
 * is pressed.
 *
 * @example
 * <EpisodeRangePicker ranges={ranges} onSelect={goToRange} onJump={jumpTo} />
 */
export function EpisodeRangePicker({ ranges, onSelect, onJump }: EpisodeRangePickerProps) {
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const episodeNo = Number(new FormData(event.currentTarget).get('episodeNo'));
    if (Number.isInteger(episodeNo) && episodeNo >= 1) onJump(episodeNo);
  };
  return (
    <div className="cw-el-ranges" data-slot="episode-range-picker">
      <fieldset className="cw-el-ranges__list">
        <legend className="cw-el-visually-hidden">{EPISODE_RANGES_TEXT}</legend>
        {ranges.map((range) => (
          <button
            key={range.start}
            type="button"
            className="cw-el-ranges__button"
            onClick={() => onSelect(range.start)}
          >
            {range.label}
          </button>
        ))}
      </fieldset>
      <form className="cw-el-jump" onSubmit={submit}>
        <label htmlFor={inputId} className="cw-el-jump__label">
          {JUMP_TO_EPISODE_TEXT}
        </label>
        <input
          id={inputId}
          name="episodeNo"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          className="cw-el-jump__input"
        />
        <button
          type="submit"
          className={buttonClassName({
            variant: 'secondary',
            className: 'cw-el-jump__button',
          })}
        >
          {JUMP_TO_EPISODE_BUTTON_TEXT}
        </button>
      </form>
    </div>
  );
}
