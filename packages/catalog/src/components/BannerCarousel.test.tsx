import { buildBanner, buildBanners } from '@cw/fixtures';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from '../test/reducedMotion';
import { BannerCarousel } from './BannerCarousel';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The one banner link a reader can reach: the shown slide's. */
const shownLink = () => screen.getByRole('link');

describe('BannerCarousel', () => {
  beforeEach(() => prefersReducedMotion(false));

  it("is a carousel region 'おすすめ' showing one banner link, named by its alt text", () => {
    render(<BannerCarousel banners={buildBanners(3)} />);
    const region = screen.getByRole('region', { name: 'おすすめ' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(region).getAllByRole('link')).toHaveLength(1);
    expect(shownLink().getAttribute('href')).toBe('/topics/fair/1');
    expect(within(shownLink()).getByRole('img', { name: 'フェア1開催中' })).toBeTruthy();
    const slide = screen.getByRole('group', { name: '3件中1件目' });
    expect(slide.getAttribute('aria-roledescription')).toBe('slide');
  });

  it('keeps hidden banners out of reach: inert and hidden', () => {
    const { container } = render(<BannerCarousel banners={buildBanners(3)} />);
    const slides = container.querySelectorAll('[aria-roledescription="slide"]');
    expect([...slides].map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
    expect([...slides].map((slide) => slide.getAttribute('aria-hidden'))).toEqual([
      null,
      'true',
      'true',
    ]);
  });

  it('moves with 次へ and 前へ, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<BannerCarousel banners={buildBanners(3)} />);
    await user.click(screen.getByRole('button', { name: '次へ' }));
    expect(shownLink().getAttribute('href')).toBe('/topics/fair/2');
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await user.click(screen.getByRole('button', { name: '次へ' }));
    expect(shownLink().getAttribute('href')).toBe('/topics/fair/1');
    await user.click(screen.getByRole('button', { name: '前へ' }));
    expect(shownLink().getAttribute('href')).toBe('/topics/fair/3');
  });

  it('shows any banner with its dot button, the shown one aria-current', async () => {
    const user = userEvent.setup();
    render(<BannerCarousel banners={buildBanners(3)} />);
    const dots = ['1件目を表示', '2件目を表示', '3件目を表示'].map((name) =>
      screen.getByRole('button', { name }),
    );
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null]);
    await user.click(dots[2] as HTMLElement);
    expect(shownLink().getAttribute('href')).toBe('/topics/fair/3');
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, null, 'true']);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<BannerCarousel banners={buildBanners(3)} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '前へ' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '次へ' }));
    await user.keyboard('{Enter}');
    expect(shownLink().getAttribute('href')).toBe('/topics/fair/2');
    await user.keyboard(' ');
    expect(shownLink().getAttribute('href')).toBe('/topics/fair/3');
    // Tab goes on to the shown banner only: the others sit in inert slides, which browsers
    // skip (user-event's Tab does not know inert, so this checks the markup instead).
    const links = [...document.querySelectorAll('a')];
    expect(links.filter((link) => link.closest('[inert]') === null)).toEqual([shownLink()]);
  });

  it('announces slides the reader moves, politely', () => {
    const { container } = render(<BannerCarousel banners={buildBanners(2)} />);
    expect(container.querySelector('.cw-cat-carousel__track')?.getAttribute('aria-live')).toBe(
      'polite',
    );
  });

  describe('turning on its own', () => {
    beforeEach(() => vi.useFakeTimers());

    it('moves on every autoAdvanceMs, silently, with a stop button first', () => {
      const { container } = render(
        <BannerCarousel banners={buildBanners(3)} autoAdvanceMs={5000} />,
      );
      expect(container.querySelector('.cw-cat-carousel__track')?.getAttribute('aria-live')).toBe(
        'off',
      );
      expect(container.querySelector('button')?.textContent).toBe('自動再生を停止');
      act(() => vi.advanceTimersByTime(5000));
      expect(shownLink().getAttribute('href')).toBe('/topics/fair/2');
      act(() => vi.advanceTimersByTime(5000));
      act(() => vi.advanceTimersByTime(5000));
      expect(shownLink().getAttribute('href')).toBe('/topics/fair/1');
    });

    it('stops and starts with the rotation button', () => {
      render(<BannerCarousel banners={buildBanners(3)} autoAdvanceMs={5000} />);
      fireEvent.click(screen.getByRole('button', { name: '自動再生を停止' }));
      act(() => vi.advanceTimersByTime(20_000));
      expect(shownLink().getAttribute('href')).toBe('/topics/fair/1');
      fireEvent.click(screen.getByRole('button', { name: '自動再生を開始' }));
      act(() => vi.advanceTimersByTime(5000));
      expect(shownLink().getAttribute('href')).toBe('/topics/fair/2');
    });

    it('pauses while the pointer is over it', () => {
      render(<BannerCarousel banners={buildBanners(3)} autoAdvanceMs={5000} />);
      const region = screen.getByRole('region', { name: 'おすすめ' });
      fireEvent.mouseEnter(region);
      act(() => vi.advanceTimersByTime(20_000));
      expect(shownLink().getAttribute('href')).toBe('/topics/fair/1');
      fireEvent.mouseLeave(region);
      act(() => vi.advanceTimersByTime(5000));
      expect(shownLink().getAttribute('href')).toBe('/topics/fair/2');
    });

    it('pauses while a finger is on it, so it never pulls a slide from under a swipe', () => {
      render(<BannerCarousel banners={buildBanners(3)} autoAdvanceMs={5000} />);
      const region = screen.getByRole('region', { name: 'おすすめ' });
      fireEvent.touchStart(region);
      act(() => vi.advanceTimersByTime(20_000));
      expect(shownLink().getAttribute('href')).toBe('/topics/fair/1');
      fireEvent.touchEnd(region);
      act(() => vi.advanceTimersByTime(5000));
      expect(shownLink().getAttribute('href')).toBe('/topics/fair/2');
    });

    it('pauses while focus is inside it', () => {
      render(
        <>
          <BannerCarousel banners={buildBanners(3)} autoAdvanceMs={5000} />
          <button type="button">外</button>
        </>,
      );
      act(() => screen.getByRole('button', { name: '次へ' }).focus());
      act(() => vi.advanceTimersByTime(20_000));
      expect(shownLink().getAttribute('href')).toBe('/topics/fair/1');
      // Moving within the carousel keeps it paused.
      act(() => shownLink().focus());
      act(() => vi.advanceTimersByTime(20_000));
      expect(shownLink().getAttribute('href')).toBe('/topics/fair/1');
      act(() => screen.getByRole('button', { name: '外' }).focus());
      act(() => vi.advanceTimersByTime(5000));
      expect(shownLink().getAttribute('href')).toBe('/topics/fair/2');
    });

    it('does not turn for readers who prefer reduced motion, unless they start it', () => {
      prefersReducedMotion(true);
      render(<BannerCarousel banners={buildBanners(3)} autoAdvanceMs={5000} />);
      act(() => vi.advanceTimersByTime(20_000));
      expect(shownLink().getAttribute('href')).toBe('/topics/fair/1');
      fireEvent.click(screen.getByRole('button', { name: '自動再生を開始' }));
      act(() => vi.advanceTimersByTime(5000));
      expect(shownLink().getAttribute('href')).toBe('/topics/fair/2');
    });

    it('never turns without autoAdvanceMs, and has no rotation button', () => {
      render(<BannerCarousel banners={buildBanners(3)} />);
      act(() => vi.advanceTimersByTime(60_000));
      expect(shownLink().getAttribute('href')).toBe('/topics/fair/1');
      expect(screen.queryByRole('button', { name: /自動再生/ })).toBeNull();
    });
  });

  describe('in its scroller', () => {
    // The viewport is 360px wide: banner i starts at 360 × i.
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
        this: HTMLElement,
      ) {
        return this.classList.contains('cw-cat-carousel__viewport') ? 360 : 0;
      });
    });

    const viewportOf = (container: HTMLElement) =>
      container.querySelector('.cw-cat-carousel__viewport') as HTMLElement;

    it('shows the banner a swipe rests on, once the scroll settles', () => {
      vi.useFakeTimers();
      const { container } = render(<BannerCarousel banners={buildBanners(4)} />);
      const viewport = viewportOf(container);
      // Mid-swipe, between banners 2 and 3: nothing changes yet.
      viewport.scrollLeft = 500;
      fireEvent.scroll(viewport);
      act(() => vi.advanceTimersByTime(50));
      viewport.scrollLeft = 720;
      fireEvent.scroll(viewport);
      act(() => vi.advanceTimersByTime(50));
      expect(shownLink().getAttribute('href')).toBe('/topics/fair/1');
      act(() => vi.advanceTimersByTime(100));
      expect(shownLink().getAttribute('href')).toBe('/topics/fair/3');
      expect(screen.getByRole('button', { name: '3件目を表示' }).getAttribute('aria-current')).toBe(
        'true',
      );
    });

    it('scrolls to the banner the buttons choose', async () => {
      const user = userEvent.setup();
      const { container } = render(<BannerCarousel banners={buildBanners(4)} />);
      const viewport = viewportOf(container);
      const scrollTo = vi.fn(({ left }: ScrollToOptions) => {
        viewport.scrollLeft = left ?? 0;
      });
      viewport.scrollTo = scrollTo as typeof viewport.scrollTo;
      await user.click(screen.getByRole('button', { name: '次へ' }));
      expect(scrollTo).toHaveBeenLastCalledWith({ left: 360 });
      await user.click(screen.getByRole('button', { name: '4件目を表示' }));
      expect(scrollTo).toHaveBeenLastCalledWith({ left: 1080 });
      await user.click(screen.getByRole('button', { name: '次へ' }));
      expect(scrollTo).toHaveBeenLastCalledWith({ left: 0 });
    });

    it('does not scroll again where a swipe already brought it', () => {
      vi.useFakeTimers();
      const scrollTo = vi.fn();
      const { container } = render(<BannerCarousel banners={buildBanners(4)} />);
      const viewport = viewportOf(container);
      viewport.scrollTo = scrollTo;
      viewport.scrollLeft = 360;
      fireEvent.scroll(viewport);
      act(() => vi.advanceTimersByTime(200));
      expect(shownLink().getAttribute('href')).toBe('/topics/fair/2');
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });

  it('shows a single banner without controls, and nothing for none', () => {
    const { container, rerender } = render(<BannerCarousel banners={[buildBanner(1)]} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(shownLink().getAttribute('href')).toBe('/topics/fair/1');
    rerender(<BannerCarousel banners={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('names a banner by its title when its alt text is empty', () => {
    render(<BannerCarousel banners={[buildBanner(1, { alt: '', title: '新連載特集' })]} />);
    expect(screen.getByRole('img', { name: '新連載特集' })).toBeTruthy();
  });

  it('draws banners from their media base paths, the first at once', () => {
    const { container } = render(<BannerCarousel banners={buildBanners(2)} />);
    const images = [...container.querySelectorAll('img')];
    expect(images[0]?.getAttribute('src')).toBe('/v3/media/banners/1/w1280.webp');
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy']);
  });

  it('reports a followed banner with its position', async () => {
    const user = userEvent.setup();
    const onBannerClick = vi.fn();
    const banners = buildBanners(2);
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    render(<BannerCarousel banners={banners} onBannerClick={onBannerClick} />);
    await user.click(screen.getByRole('button', { name: '次へ' }));
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(shownLink());
    expect(onBannerClick).toHaveBeenCalledWith(banners[1], 1);
  });

  it('renders on the server as a still carousel', () => {
    const html = renderToString(<BannerCarousel banners={buildBanners(2)} autoAdvanceMs={5000} />);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('自動再生を開始');
  });
});
