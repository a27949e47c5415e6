import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BADGE_VARIANTS, Badge } from './Badge';

afterEach(cleanup);

describe('Badge', () => {
  it('defaults to muted', () => {
    render(<Badge>完結</Badge>);
    const badge = screen.getByText('完結');
    expect(badge.getAttribute('data-slot')).toBe('badge');
    expect(badge.className).toBe('cw-ui-badge cw-ui-badge--muted');
  });

  it.each(BADGE_VARIANTS)('renders the %s variant', (variant) => {
    render(
      <Badge variant={variant} className="extra">
        ラベル
      </Badge>,
    );
    const badge = screen.getByText('ラベル');
    expect(badge.getAttribute('data-variant')).toBe(variant);
    expect(badge.className).toBe(`cw-ui-badge cw-ui-badge--${variant} extra`);
  });
});
