import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

function Probe() {
  return <output>{useHydrated() ? 'client' : 'server'}</output>;
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toContain('server');
  });

  it('is false while hydrating, so the HTML matches, and true right after', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { subtree: true, characterData: true, childList: true });
    await act(async () => {
      render(<Probe />, { container, hydrate: true });
    });
    observer.disconnect();
    expect(container.textContent).toBe('client');
    expect(seen).toEqual(['client']);
    container.remove();
  });

  it('is true at once in a component mounted on the client', () => {
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('client');
  });
});
