import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

afterEach(cleanup);

function skeleton(container: HTMLElement) {
  return container.firstElementChild as HTMLElement;
}

describe('Skeleton', () => {
  it('is a hidden block by default', () => {
    const { container } = render(<Skeleton />);
    const element = skeleton(container);
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(element.getAttribute('data-slot')).toBe('skeleton');
    expect(element.getAttribute('data-shape')).toBe('block');
    expect(element.className).toBe('cw-ui-skeleton cw-ui-skeleton--block');
  });

  it('draws the requested number of text lines', () => {
    const { container } = render(<Skeleton shape="text" lines={3} />);
    expect(skeleton(container).querySelectorAll('.cw-ui-skeleton__line')).toHaveLength(3);
  });

  it('draws at least one line', () => {
    const { container } = render(<Skeleton shape="text" lines={0} />);
    expect(skeleton(container).querySelectorAll('.cw-ui-skeleton__line')).toHaveLength(1);
  });

  it.each([
    ['5:7', 'cw-ui-skeleton--5x7'],
    ['16:9', 'cw-ui-skeleton--16x9'],
  ] as const)('keeps the %s ratio of a thumbnail', (ratio, className) => {
    const { container } = render(<Skeleton shape="thumbnail" ratio={ratio} />);
    expect(skeleton(container).getAttribute('data-ratio')).toBe(ratio);
    expect(skeleton(container).className).toContain(className);
  });

  it('merges className last and passes style', () => {
    const { container } = render(<Skeleton className="extra" style={{ width: 80 }} />);
    expect(skeleton(container).className.endsWith(' extra')).toBe(true);
    expect(skeleton(container).style.width).toBe('80px');
  });
});
