import { type UiLocale, UiLocaleProvider } from '@cw/ui';
import { kanaTexts } from '@cw/vitest-config/locale';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAVEABLE_TEXT, UNSAVEABLE_TEXTS, type UnsaveableReason } from '../saveability';
import { SAVE_EPISODE_TEXTS, saveButtonText, savedText } from '../text';
import {
  SaveEpisodeButton,
  type SaveEpisodeButtonProps,
  type SaveEpisodeState,
} from './SaveEpisodeButton';

afterEach(cleanup);

function renderSave(props: Partial<SaveEpisodeButtonProps> = {}) {
  const onSave = vi.fn<() => void>();
  const onDelete = vi.fn<() => void>();
  const view = render(
    <SaveEpisodeButton
      state={{ kind: 'idle', estimatedBytes: 12_345_678 }}
      onSave={onSave}
      onDelete={onDelete}
      {...props}
    />,
  );
  const rerender = (next: Partial<SaveEpisodeButtonProps>) =>
    view.rerender(
      <SaveEpisodeButton
        state={{ kind: 'idle', estimatedBytes: 12_345_678 }}
        onSave={onSave}
        onDelete={onDelete}
        {...props}
        {...next}
      />,
    );
  return { ...view, rerender, onSave, onDelete, group: screen.getByRole('group') };
}

const saving = (done: number, total: number) =>
  ({
    kind: 'saving',
    savedBytes: 4_900_000,
    totalBytes: 12_300_000,
    done,
    total,
  }) as const;

describe('SaveEpisodeButton', () => {
  describe('not saved', () => {
    it('offers 保存 with the size it will take, and saves on a press', async () => {
      const user = userEvent.setup();
      const { onSave, onDelete } = renderSave();
      const button = screen.getByRole('button', { name: '保存（約12.3 MB）' });
      expect(button.getAttribute('type')).toBe('button');
      expect(button.hasAttribute('disabled')).toBe(false);
      expect(button.hasAttribute('aria-busy')).toBe(false);
      await user.click(button);
      expect(onSave).toHaveBeenCalledOnce();
      expect(onDelete).not.toHaveBeenCalled();
    });

    it('says only 保存 before the size is known', () => {
      renderSave({ state: { kind: 'idle', estimatedBytes: null } });
      expect(screen.getByRole('button').textContent).toBe('保存');
      expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
    });

    it('saves from the keyboard', async () => {
      const user = userEvent.setup();
      const { onSave } = renderSave();
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^保存/ }));
      await user.keyboard('{Enter}');
      await user.keyboard(' ');
      expect(onSave).toHaveBeenCalledTimes(2);
    });
  });

  describe('saving', () => {
    it('is busy, ignores presses and shows the requests stored in a labelled progress bar', async () => {
      const user = userEvent.setup();
      const { onSave } = renderSave({ state: saving(8, 20) });
      const button = screen.getByRole('button', { name: '保存中' });
      expect(button.getAttribute('aria-busy')).toBe('true');
      expect(button.getAttribute('aria-disabled')).toBe('true');
      await user.click(button);
      expect(onSave).not.toHaveBeenCalled();

      const progress = screen.getByRole('progressbar', { name: '保存の進み具合' });
      expect(progress.tagName).toBe('PROGRESS');
      expect(progress.getAttribute('value')).toBe('8');
      expect(progress.getAttribute('max')).toBe('20');
      expect(screen.getByText('40%')).toBeTruthy();
      expect(screen.getByText('4.9 MB / 12.3 MB')).toBeTruthy();
    });

    it('starts at 0%', () => {
      renderSave({ state: saving(0, 20) });
      const progress = screen.getByRole('progressbar');
      expect(progress.getAttribute('value')).toBe('0');
      expect(screen.getByText('0%')).toBeTruthy();
    });

    it('shows an indeterminate bar before the total is known', () => {
      renderSave({
        state: { kind: 'saving', savedBytes: 0, totalBytes: null, done: 0, total: 0 },
      });
      const progress = screen.getByRole('progressbar');
      expect(progress.hasAttribute('value')).toBe(false);
      expect(progress.hasAttribute('max')).toBe(false);
      expect(screen.getByText('0 B')).toBeTruthy();
    });

    it('keeps the focus on the pressed button from 保存 to 保存中', async () => {
      const user = userEvent.setup();
      const { rerender } = renderSave();
      const button = screen.getByRole('button', { name: /^保存/ });
      await user.click(button);
      rerender({ state: saving(1, 20) });
      expect(screen.getByRole('button', { name: '保存中' })).toBe(button);
      expect(document.activeElement).toBe(button);
    });
  });

  describe('saved', () => {
    it('shows 保存済み with the size, and deletes with a named button', async () => {
      const user = userEvent.setup();
      const { onDelete, onSave, group } = renderSave({
        state: { kind: 'saved', bytes: 5_323_120 },
      });
      expect(within(group).getByRole('status').textContent).toBe('保存済み（5.3 MB）');
      const remove = screen.getByRole('button', { name: '保存したエピソードを削除' });
      expect(screen.getAllByRole('button')).toEqual([remove]);
      expect(remove.textContent).toBe('削除');
      await user.click(remove);
      expect(onDelete).toHaveBeenCalledOnce();
      expect(onSave).not.toHaveBeenCalled();
    });

    it('names the episode it deletes when given its title', () => {
      renderSave({ state: { kind: 'saved', bytes: 1 }, episodeTitle: '第2話' });
      expect(screen.getByRole('button', { name: '『第2話』の保存を削除' })).toBeTruthy();
    });

    it('announces 保存済み in the live region that was there while saving', () => {
      const { rerender } = renderSave({ state: saving(19, 20) });
      const status = screen.getByRole('status');
      expect(status.textContent).toBe('');
      rerender({ state: { kind: 'saved', bytes: 5_323_120 } });
      expect(screen.getByRole('status')).toBe(status);
      expect(status.textContent).toBe('保存済み（5.3 MB）');
    });

    it('hands the focus to the group when 保存中 becomes 保存済み, not to the page', async () => {
      const user = userEvent.setup();
      const { rerender, group } = renderSave({ state: saving(19, 20) });
      await user.click(screen.getByRole('button', { name: '保存中' }));
      rerender({ state: { kind: 'saved', bytes: 5_323_120 } });
      await waitFor(() => expect(document.activeElement).toBe(group));
      expect(group.getAttribute('aria-label')).toBe('エピソードの保存');
    });

    it('hands the focus to 保存 once deleted', async () => {
      const user = userEvent.setup();
      const { rerender } = renderSave({ state: { kind: 'saved', bytes: 5_323_120 } });
      await user.click(screen.getByRole('button', { name: '保存したエピソードを削除' }));
      rerender({ state: { kind: 'idle', estimatedBytes: 5_323_120 } });
      await waitFor(() =>
        expect(document.activeElement).toBe(
          screen.getByRole('button', { name: '保存（約5.3 MB）' }),
        ),
      );
    });
  });

  describe('unsaveable', () => {
    it.each(Object.entries(UNSAVEABLE_TEXT))(
      'shows why (%s) on a disabled button',
      async (reason, text) => {
        const user = userEvent.setup();
        const { onSave } = renderSave({
          state: { kind: 'unsaveable', reason: reason as UnsaveableReason },
        });
        const button = screen.getByRole('button', { name: text });
        expect(button.textContent).toBe(text);
        expect(button.hasAttribute('disabled')).toBe(true);
        expect(button.hasAttribute('title')).toBe(false);
        await user.click(button);
        expect(onSave).not.toHaveBeenCalled();
      },
    );
  });

  describe('failed', () => {
    it('says so with the message, and 再試行 saves again', async () => {
      const user = userEvent.setup();
      const { onSave, onDelete } = renderSave({
        state: { kind: 'failed', message: '空き容量が足りません。' },
      });
      const status = screen.getByRole('status');
      expect(status.textContent).toBe('保存できませんでした 空き容量が足りません。');
      expect(within(status).getByText('保存できませんでした').tagName).toBe('STRONG');
      const retry = screen.getByRole('button', { name: '再試行' });
      expect(retry.getAttribute('aria-describedby')).toBe(status.id);
      await user.click(retry);
      expect(onSave).toHaveBeenCalledOnce();
      expect(onDelete).not.toHaveBeenCalled();
    });

    it('keeps the focus on the busy button after 再試行', async () => {
      const user = userEvent.setup();
      const { rerender } = renderSave({ state: { kind: 'failed', message: '' } });
      await user.click(screen.getByRole('button', { name: '再試行' }));
      rerender({ state: saving(0, 20) });
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: '保存中' })),
      );
    });
  });

  it('never takes the focus from elsewhere when its state changes', async () => {
    const user = userEvent.setup();
    const view = render(
      <>
        <input aria-label="elsewhere" />
        <SaveEpisodeButton state={saving(19, 20)} onSave={vi.fn()} onDelete={vi.fn()} />
      </>,
    );
    const elsewhere = screen.getByRole('textbox', { name: 'elsewhere' });
    await user.click(elsewhere);
    view.rerender(
      <>
        <input aria-label="elsewhere" />
        <SaveEpisodeButton
          state={{ kind: 'saved', bytes: 1 }}
          onSave={vi.fn()}
          onDelete={vi.fn()}
        />
      </>,
    );
    await Promise.resolve();
    expect(document.activeElement).toBe(elsewhere);
  });

  describe('compact', () => {
    it('shows icons in the toolbar, its words still naming each control', () => {
      const { rerender, group } = renderSave({ compact: true });
      expect(group.classList.contains('cw-offline-save--compact')).toBe(true);
      const save = screen.getByRole('button', { name: '保存（約12.3 MB）' });
      expect(save.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      expect(save.querySelector('.cw-ui-visually-hidden')?.textContent).toBe('保存（約12.3 MB）');

      rerender({ state: saving(8, 20) });
      expect(screen.getByRole('progressbar').getAttribute('value')).toBe('8');
      expect(screen.getByText('40%')).toBeTruthy();
      expect(screen.queryByText('4.9 MB / 12.3 MB')).toBeNull();

      rerender({ state: { kind: 'saved', bytes: 5_323_120 } });
      const remove = screen.getByRole('button', { name: '保存したエピソードを削除' });
      expect(remove.querySelector('svg')).not.toBeNull();
      expect(screen.getByRole('status').textContent).toBe('保存済み（5.3 MB）');
    });

    it('keeps why and failures written out', () => {
      const { rerender } = renderSave({
        compact: true,
        state: { kind: 'unsaveable', reason: 'ended' },
      });
      const button = screen.getByRole('button', { name: UNSAVEABLE_TEXT.ended });
      expect(button.querySelector('.cw-ui-visually-hidden')).toBeNull();
      expect(button.classList.contains('cw-offline-save__compact-button--text')).toBe(true);

      rerender({ state: { kind: 'failed', message: '通信できませんでした。' } });
      const status = screen.getByRole('status');
      expect(status.querySelector('.cw-ui-visually-hidden')).toBeNull();
      expect(screen.getByRole('button', { name: '再試行' }).textContent).toBe('再試行');
    });
  });

  it('takes the app’s class name and tells its state', () => {
    const { group } = renderSave({ className: 'episode-save', state: { kind: 'saved', bytes: 1 } });
    expect(group.classList.contains('cw-offline-save')).toBe(true);
    expect(group.classList.contains('episode-save')).toBe(true);
    expect(group.getAttribute('data-state')).toBe('saved');
  });
});

/** Every state of the control, as the app words a failure in `locale`. */
const statesIn = (locale: UiLocale): readonly SaveEpisodeState[] => [
  { kind: 'idle', estimatedBytes: 12_345_678 },
  { kind: 'idle', estimatedBytes: null },
  saving(8, 20),
  { kind: 'saved', bytes: 5_323_120 },
  { kind: 'unsaveable', reason: 'store-only' },
  { kind: 'unsaveable', reason: 'ended' },
  { kind: 'unsaveable', reason: 'expired' },
  { kind: 'failed', message: SAVE_EPISODE_TEXTS[locale].failedMessage },
];

describe.each(['en', 'zh-Hant-TW'] as const)('SaveEpisodeButton in %s', (locale) => {
  const text = SAVE_EPISODE_TEXTS[locale];

  function renderIn(state: SaveEpisodeState, compact = false) {
    return render(
      <UiLocaleProvider locale={locale}>
        <SaveEpisodeButton
          state={state}
          onSave={() => {}}
          onDelete={() => {}}
          episodeTitle="Chapter 2"
          compact={compact}
        />
      </UiLocaleProvider>,
    );
  }

  it.each([false, true])('draws every state with no Japanese (compact: %s)', (compact) => {
    for (const state of statesIn(locale)) {
      const view = renderIn(state, compact);
      expect(screen.getByRole('group', { name: text.group })).toBeTruthy();
      expect(kanaTexts(), `${state.kind}`).toEqual([]);
      view.unmount();
    }
  });

  it('names each control in the language', () => {
    const view = renderIn({ kind: 'idle', estimatedBytes: 12_345_678 });
    expect(screen.getByRole('button', { name: saveButtonText(12_345_678, locale) })).toBeTruthy();

    view.rerender(
      <UiLocaleProvider locale={locale}>
        <SaveEpisodeButton state={saving(8, 20)} onSave={() => {}} onDelete={() => {}} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: text.saving })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: text.progress })).toBeTruthy();

    view.rerender(
      <UiLocaleProvider locale={locale}>
        <SaveEpisodeButton
          state={{ kind: 'saved', bytes: 5_323_120 }}
          onSave={() => {}}
          onDelete={() => {}}
        />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe(savedText(5_323_120, locale));
    expect(screen.getByRole('button', { name: text.deleteLabel }).textContent).toBe(text.delete);
  });

  it.each(Object.entries(UNSAVEABLE_TEXTS[locale]))(
    'says why (%s) in the language',
    (reason, why) => {
      renderIn({ kind: 'unsaveable', reason: reason as UnsaveableReason });
      expect(screen.getByRole('button', { name: why }).hasAttribute('disabled')).toBe(true);
    },
  );

  it('says a save failed, and offers to try again', () => {
    renderIn({ kind: 'failed', message: text.failedMessage });
    expect(screen.getByRole('status').textContent).toBe(`${text.failed} ${text.failedMessage}`);
    expect(screen.getByRole('button', { name: text.retry })).toBeTruthy();
  });
});

describe('SaveEpisodeButton in English and Traditional Chinese', () => {
  function renderIn(locale: UiLocale, state: SaveEpisodeState) {
    render(
      <UiLocaleProvider locale={locale}>
        <SaveEpisodeButton
          state={state}
          onSave={() => {}}
          onDelete={() => {}}
          episodeTitle="第2話"
          compact
        />
      </UiLocaleProvider>,
    );
  }

  it('has the kana sweep catch every Japanese state', () => {
    for (const state of statesIn('ja')) {
      const view = render(
        <SaveEpisodeButton state={state} onSave={() => {}} onDelete={() => {}} compact />,
      );
      expect(kanaTexts(), state.kind).not.toEqual([]);
      view.unmount();
    }
  });

  it('reads as an English reader expects', () => {
    renderIn('en', { kind: 'idle', estimatedBytes: 12_345_678 });
    expect(screen.getByRole('group', { name: 'Save chapter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save (about 12.3 MB)' })).toBeTruthy();
    cleanup();
    renderIn('en', saving(8, 20));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeTruthy();
    cleanup();
    renderIn('en', { kind: 'saved', bytes: 12_345_678 });
    expect(screen.getByRole('status').textContent).toBe('Saved (12.3 MB)');
    // The title is data: shown as the API gives it.
    expect(screen.getByRole('button', { name: 'Remove saved “第2話”' }).textContent).toBe('Remove');
  });

  it('reads as a reader in Taiwan expects', () => {
    renderIn('zh-Hant-TW', { kind: 'idle', estimatedBytes: 12_345_678 });
    expect(screen.getByRole('group', { name: '儲存本話' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '儲存（約12.3 MB）' })).toBeTruthy();
    cleanup();
    renderIn('zh-Hant-TW', saving(8, 20));
    expect(screen.getByRole('button', { name: '儲存中' })).toBeTruthy();
    cleanup();
    renderIn('zh-Hant-TW', { kind: 'saved', bytes: 12_345_678 });
    expect(screen.getByRole('status').textContent).toBe('已儲存（12.3 MB）');
    expect(screen.getByRole('button', { name: '刪除已儲存的「第2話」' })).toBeTruthy();
  });
});
