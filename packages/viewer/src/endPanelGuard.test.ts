import { describe, expect, it } from 'vitest';
import { acceptsPress, END_PANEL_SETTLE_MS, panelShown, pointersChanged } from './endPanelGuard';

describe('the end panel guard', () => {
  it('refuses the click of the tap that opened it, then takes presses', () => {
    const guard = panelShown(1000, 0, 995);
    expect(acceptsPress(guard, 1000)).toBe(false);
    expect(acceptsPress(guard, 1000 + END_PANEL_SETTLE_MS - 1)).toBe(false);
    expect(acceptsPress(guard, 1000 + END_PANEL_SETTLE_MS)).toBe(true);
  });

  it('waits for a finger still on the screen to lift, however long it stays', () => {
    let guard = panelShown(1000, 1, null);
    expect(acceptsPress(guard, 5000)).toBe(false);
    guard = pointersChanged(guard, 5000, 2);
    expect(acceptsPress(guard, 9000)).toBe(false);
    guard = pointersChanged(guard, 9000, 1);
    expect(acceptsPress(guard, 9100)).toBe(false);
    guard = pointersChanged(guard, 9200, 0);
    expect(acceptsPress(guard, 9200 + END_PANEL_SETTLE_MS - 1)).toBe(false);
    expect(acceptsPress(guard, 9200 + END_PANEL_SETTLE_MS)).toBe(true);
  });

  it('takes presses at once when no pointer turned to it (a key, a pointer long before)', () => {
    expect(acceptsPress(panelShown(1000, 0, null), 1000)).toBe(true);
    expect(acceptsPress(panelShown(1000, 0, 1000 - END_PANEL_SETTLE_MS), 1000)).toBe(true);
  });

  it('is not reset by a press once the panel has settled', () => {
    const guard = pointersChanged(panelShown(1000, 0, 995), 2000, 1);
    expect(acceptsPress(guard, 2000)).toBe(true);
  });
});
