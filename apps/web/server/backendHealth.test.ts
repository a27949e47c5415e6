import { afterEach, describe, expect, it } from 'vitest';
import { backendUnreachable, markBackendReachable } from './backendHealth';

afterEach(() => markBackendReachable(true));

describe('backend health', () => {
  it('is down from a failed call until a call reaches it again', () => {
    expect(backendUnreachable()).toBe(false);
    markBackendReachable(false);
    markBackendReachable(false);
    expect(backendUnreachable()).toBe(true);
    markBackendReachable(true);
    expect(backendUnreachable()).toBe(false);
  });
});
