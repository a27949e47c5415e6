import { describe, expect, it } from 'vitest';
import { LINK_VARIANTS, linkClassName } from './linkClassName';

describe('linkClassName', () => {
  it('defaults to a standalone link', () => {
    expect(linkClassName()).toBe('cw-ui-link cw-ui-link--standalone');
  });

  it.each(LINK_VARIANTS)('has a class for the %s variant', (variant) => {
    expect(linkClassName({ variant })).toBe(`cw-ui-link cw-ui-link--${variant}`);
  });

  it('puts the caller className last', () => {
    expect(linkClassName({ variant: 'chip', className: 'mine' })).toBe(
      'cw-ui-link cw-ui-link--chip mine',
    );
  });
});
