import { describe, expect, it } from 'vitest';
import { backendUnreachable, markBackendOutage, OUTAGE_WINDOW_MS } from './backendHealth';

describe('backend health', () => {
  it('is out from a failed call for OUTAGE_WINDOW_MS, whatever other calls do meanwhile', () => {
    const at = 1_000_000;
    expect(backendUnreachable(at)).toBe(false);
    markBackendOutage(at);
    expect(backendUnreachable(at + 1)).toBe(true);
    expect(backendUnreachable(at + OUTAGE_WINDOW_MS - 1)).toBe(true);
    expect(backendUnreachable(at + OUTAGE_WINDOW_MS)).toBe(false);
    // A later failure starts the window again.
    markBackendOutage(at + OUTAGE_WINDOW_MS);
    expect(backendUnreachable(at + OUTAGE_WINDOW_MS + 1)).toBe(true);
  });
});
