import { describe, expect, it } from 'vitest';
import {
  countPageView,
  INITIAL_INSTALL_PROMPT_STATE,
  type InstallPromptState,
  installPromptDecision,
  markInstallPromptOffered,
  parseInstallPromptState,
  serializeInstallPromptState,
} from './installPrompt';

const now = new Date('2024-02-01T12:00:00+09:00');
const ready = { promptAvailable: true, installed: false, reading: false };

describe('installPromptDecision', () => {
  it('never offers on the first page view, and offers on the second', () => {
    const first = countPageView(INITIAL_INSTALL_PROMPT_STATE);
    expect(installPromptDecision({ state: first, ...ready })).toBe('first-page-view');
    const second = countPageView(first);
    expect(installPromptDecision({ state: second, ...ready })).toBe('offer');
  });

  it('offers once: never again once offered, whatever the answer', () => {
    const offered = markInstallPromptOffered({ pageViews: 2, offeredAt: null }, now);
    expect(offered.offeredAt).toBe('2024-02-01T03:00:00.000Z');
    expect(installPromptDecision({ state: countPageView(offered), ...ready })).toBe('offered');
  });

  it('waits while the reader is reading an episode', () => {
    const state = { pageViews: 5, offeredAt: null };
    expect(installPromptDecision({ state, ...ready, reading: true })).toBe('reading');
  });

  it('does not offer when installed or when the browser gave no prompt', () => {
    const state = { pageViews: 5, offeredAt: null };
    expect(installPromptDecision({ state, ...ready, installed: true })).toBe('installed');
    expect(installPromptDecision({ state, ...ready, promptAvailable: false })).toBe('unavailable');
  });

  it('stops counting once it no longer matters', () => {
    const state: InstallPromptState = { pageViews: 2, offeredAt: null };
    expect(countPageView(state)).toBe(state);
  });
});

describe('the install prompt state in storage', () => {
  it('survives a round trip', () => {
    const state = markInstallPromptOffered({ pageViews: 2, offeredAt: null }, now);
    expect(parseInstallPromptState(serializeInstallPromptState(state))).toEqual(state);
  });

  it('starts afresh from anything unreadable', () => {
    for (const text of [null, '', '{', '{"pageViews":-1}', '[]']) {
      expect(parseInstallPromptState(text)).toEqual(INITIAL_INSTALL_PROMPT_STATE);
    }
    expect(parseInstallPromptState('{"pageViews":3,"offeredAt":"garbage"}')).toEqual({
      pageViews: 3,
      offeredAt: null,
    });
  });
});
