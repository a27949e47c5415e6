import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

afterEach(cleanup);

describe('SkipLink', () => {
  it('links to #main as 本文へスキップ', () => {
    render(<SkipLink />);
    const link = screen.getByRole('link', { name: '本文へスキップ' });
    expect(link.getAttribute('href')).toBe('#main');
    expect(link.getAttribute('data-slot')).toBe('skip-link');
    expect(link.className).toBe('cw-ui-skip-link');
  });

  it('is the first Tab stop before the rest of the page', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink />
        <a href="/ranking">ランキング</a>
        <main id="main">本文</main>
      </>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '本文へスキップ' }));
  });

  it('takes another target, text and className', () => {
    render(
      <SkipLink href="#content" className="extra">
        内容へ
      </SkipLink>,
    );
    const link = screen.getByRole('link', { name: '内容へ' });
    expect(link.getAttribute('href')).toBe('#content');
    expect(link.className).toBe('cw-ui-skip-link extra');
  });
});
