import { describe, expect, it } from 'vitest';
import { siteOrigin } from './siteOrigin';

describe('siteOrigin', () => {
  it('is the origin of NEXTAUTH_URL, else localhost on the port', () => {
    expect(siteOrigin({ NEXTAUTH_URL: 'https://comic.example/base/' })).toBe(
      'https://comic.example',
    );
    expect(siteOrigin({ PORT: '4100' })).toBe('http://localhost:4100');
    expect(siteOrigin({})).toBe('http://localhost:3000');
  });
});
