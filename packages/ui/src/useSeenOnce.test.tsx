import { FakeIntersectionObserver } from '@cw/vitest-config/intersectionObserver';
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSeenOnce } from './useSeenOnce';

const VIEWPORT = { width: 390, height: 800 };

/** Reports `ratio` of a 390×`height` element in view to the one observer. */
function show(ratio: number, height = 200) {
  const observer = FakeIntersectionObserver.instances.at(-1);
  if (observer === undefined) throw new Error('nothing observed');
  const entries = [...observer.targets].map(
    (target) =>
      ({
        target,
        isIntersecting: ratio > 0,
        intersectionRatio: ratio,
        intersectionRect: { width: 390, height: height * ratio },
        boundingClientRect: { width: 390, height },
        rootBounds: VIEWPORT,
      }) as unknown as IntersectionObserverEntry,
  );
  act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
}

function Section({ onSeen, threshold }: { onSeen: () => void; threshold?: number }) {
  const ref = useSeenOnce(onSeen, { threshold });
  return <section ref={ref}>ランキング</section>;
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useSeenOnce', () => {
  it('observes the element it is attached to, reporting up to half of it', () => {
    const { container } = render(<Section onSeen={() => {}} />);
    const [observer] = FakeIntersectionObserver.instances;
    expect([...(observer?.targets ?? [])]).toEqual([container.querySelector('section')]);
    expect(observer?.options.threshold).toEqual([
      0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5,
    ]);
  });

  it('calls onSeen once half the element is in view, then stops observing', () => {
    const onSeen = vi.fn();
    render(<Section onSeen={onSeen} />);
    show(0.5);
    expect(onSeen).toHaveBeenCalledTimes(1);
    expect(FakeIntersectionObserver.instances[0]?.disconnected).toBe(true);
  });

  it('does not call it again when the element comes into view a second time', () => {
    const onSeen = vi.fn();
    const { rerender } = render(<Section onSeen={onSeen} />);
    show(1);
    show(0);
    show(1);
    rerender(<Section onSeen={onSeen} />);
    expect(onSeen).toHaveBeenCalledTimes(1);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
  });

  it('waits while less than the threshold shows', () => {
    const onSeen = vi.fn();
    render(<Section onSeen={onSeen} />);
    show(0.45);
    show(0);
    expect(onSeen).not.toHaveBeenCalled();
    expect(FakeIntersectionObserver.instances[0]?.disconnected).toBe(false);
    show(0.6);
    expect(onSeen).toHaveBeenCalledTimes(1);
  });

  it('takes its own threshold', () => {
    const onSeen = vi.fn();
    render(<Section onSeen={onSeen} threshold={1} />);
    expect(FakeIntersectionObserver.instances[0]?.options.threshold).toHaveLength(21);
    show(0.95);
    expect(onSeen).not.toHaveBeenCalled();
    show(1);
    expect(onSeen).toHaveBeenCalledTimes(1);
  });

  it('counts a section taller than the viewport once it fills half the screen', () => {
    const onSeen = vi.fn();
    render(<Section onSeen={onSeen} />);
    // 2400px tall: 0.1 of it is 240px, under a third of the screen; 0.2 is 480px, over half.
    show(0.1, 2400);
    expect(onSeen).not.toHaveBeenCalled();
    show(0.2, 2400);
    expect(onSeen).toHaveBeenCalledTimes(1);
  });

  it('calls the latest onSeen without observing again', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = render(<Section onSeen={first} />);
    rerender(<Section onSeen={latest} />);
    show(1);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
  });

  it('stops observing on unmount', () => {
    const onSeen = vi.fn();
    const { unmount } = render(<Section onSeen={onSeen} />);
    const [observer] = FakeIntersectionObserver.instances;
    unmount();
    expect(observer?.disconnected).toBe(true);
    expect(onSeen).not.toHaveBeenCalled();
  });

  it('fires again in a new mount: once per view, not once ever', () => {
    const onSeen = vi.fn();
    const { unmount } = render(<Section onSeen={onSeen} />);
    show(1);
    unmount();
    render(<Section onSeen={onSeen} />);
    show(1);
    expect(onSeen).toHaveBeenCalledTimes(2);
  });

  it('calls it once in Strict Mode, which attaches the ref twice', () => {
    const onSeen = vi.fn();
    render(
      <StrictMode>
        <Section onSeen={onSeen} />
      </StrictMode>,
    );
    expect(FakeIntersectionObserver.instances.filter((each) => !each.disconnected)).toHaveLength(1);
    show(1);
    show(1);
    expect(onSeen).toHaveBeenCalledTimes(1);
  });

  it('does nothing, and does not throw, without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onSeen = vi.fn();
    const { unmount } = render(<Section onSeen={onSeen} />);
    unmount();
    expect(onSeen).not.toHaveBeenCalled();
  });

  it('renders on the server', () => {
    expect(renderToString(<Section onSeen={() => {}} />)).toContain('ランキング');
  });
});
