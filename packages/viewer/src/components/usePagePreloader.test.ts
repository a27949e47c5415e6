import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePagePreloader } from './usePagePreloader';

afterEach(cleanup);

function image(src: string) {
  const element = document.createElement('img');
  element.setAttribute('src', src);
  let finish = () => {};
  const decode = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  element.decode = decode;
  return { element, decode, finish: () => finish() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('usePagePreloader', () => {
  it('gives one stable ref callback per page', () => {
    const { result, rerender } = renderHook(() => usePagePreloader({ decode: [0, 1] }));
    const first = result.current.imageRef(3);
    rerender();
    expect(result.current.imageRef(3)).toBe(first);
    expect(result.current.imageRef(4)).not.toBe(first);
  });

  it('decodes in the plan’s order, a few at a time', async () => {
    const { result } = renderHook(() => usePagePreloader({ decode: [2, 0, 1], concurrency: 2 }));
    const pages = [image('/p/0'), image('/p/1'), image('/p/2')];
    pages.forEach((page, index) => {
      result.current.imageRef(index)(page.element);
    });
    await Promise.resolve();
    expect(pages[2]?.decode).toHaveBeenCalledTimes(1);
    expect(pages[0]?.decode).toHaveBeenCalledTimes(1);
    expect(pages[1]?.decode).not.toHaveBeenCalled();
    pages[2]?.finish();
    await flush();
    expect(pages[1]?.decode).toHaveBeenCalledTimes(1);
  });

  it('decodes each image once, and counts the decoded ones', async () => {
    const onDecodedCountChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ decode }) => usePagePreloader({ decode, onDecodedCountChange }),
      { initialProps: { decode: [0] as readonly number[] } },
    );
    const page = image('/p/0');
    result.current.imageRef(0)(page.element);
    await Promise.resolve();
    page.finish();
    await flush();
    expect(onDecodedCountChange).toHaveBeenLastCalledWith(1);
    rerender({ decode: [1, 0] });
    await flush();
    expect(page.decode).toHaveBeenCalledTimes(1);
    result.current.imageRef(0)(null);
    expect(onDecodedCountChange).toHaveBeenLastCalledWith(0);
  });

  it('leaves pages outside the plan alone', async () => {
    const { result } = renderHook(() => usePagePreloader({ decode: [0] }));
    const outside = image('/p/9');
    result.current.imageRef(9)(outside.element);
    await flush();
    expect(outside.decode).not.toHaveBeenCalled();
  });
});
