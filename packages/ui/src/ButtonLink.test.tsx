import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ButtonLink } from './ButtonLink';

afterEach(cleanup);

describe('ButtonLink', () => {
  it('is a link with a button look', () => {
    render(
      <ButtonLink href="/viewer/1" variant="secondary" size="lg" className="extra">
        最新話を読む
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: '最新話を読む' });
    expect(link.getAttribute('href')).toBe('/viewer/1');
    expect(link.getAttribute('data-slot')).toBe('button-link');
    expect(link.className).toBe('cw-ui-button cw-ui-button--secondary cw-ui-button--lg extra');
  });

  it('passes link attributes through', () => {
    render(
      <ButtonLink href="https://example.com" target="_blank" rel="noopener">
        外部
      </ButtonLink>,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });
});
