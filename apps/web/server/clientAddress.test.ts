import { describe, expect, it } from 'vitest';
import { clientAddress } from './clientAddress';

describe('clientAddress', () => {
  it('is the socket peer unless a proxy is trusted', () => {
    expect(
      clientAddress({ socket: '203.0.113.7', forwardedFor: '1.1.1.1', trustProxy: false }),
    ).toBe('203.0.113.7');
  });

  it("behind a trusted proxy, is the address that proxy added, never the client's own claims", () => {
    expect(
      clientAddress({ socket: '10.0.0.5', forwardedFor: '6.6.6.6, 203.0.113.7', trustProxy: true }),
    ).toBe('203.0.113.7');
    expect(clientAddress({ socket: '10.0.0.5', forwardedFor: 'junk', trustProxy: true })).toBe(
      '10.0.0.5',
    );
    expect(clientAddress({ socket: '10.0.0.5', forwardedFor: undefined, trustProxy: true })).toBe(
      '10.0.0.5',
    );
  });
});
