import type { Banner } from '@cw/contract/schemas';
import { buildBanner } from '@cw/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalBanner, type ModalBannerProps } from './ModalBanner';

afterEach(cleanup);

const banner = buildBanner(12, {
  title: '夏のマンガ祭り',
  alt: '夏のマンガ祭り 対象作品が最大10話無料',
  href: '/topics/fair/12',
});

/** The dialog with its own open state, as an app holds it; the callbacks spied. */
function Harness(props: Partial<ModalBannerProps>) {
  const [open, setOpen] = useState(true);
  return (
    <ModalBanner
      banner={banner}
      open={open}
      {...props}
      onOpenChange={(next) => {
        props.onOpenChange?.(next);
        setOpen(next);
      }}
    />
  );
}

function setup(props: Partial<ModalBannerProps> = {}) {
  const spies = {
    onOpenChange: vi.fn(),
    onImpression: vi.fn(),
    onBannerClick: vi.fn(),
    onDecline: vi.fn(),
  };
  const user = userEvent.setup();
  const view = render(<Harness {...spies} {...props} />);
  return { user, ...spies, ...view };
}

describe('ModalBanner', () => {
  it('is a modal dialog named by the banner title, its image a link named by the alt text', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: '夏のマンガ祭り' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const link = within(dialog).getByRole('link', {
      name: '夏のマンガ祭り 対象作品が最大10話無料',
    });
    expect(link.getAttribute('href')).toBe('/topics/fair/12');
    expect(within(dialog).getByRole('button', { name: '閉じる' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '今後表示しない' })).toBeTruthy();
  });

  it('names the link by the title when the banner has no alt text', () => {
    setup({ banner: { ...banner, alt: '' } });
    expect(screen.getByRole('link', { name: '夏のマンガ祭り' })).toBeTruthy();
  });

  it('puts focus on the close button first', () => {
    setup();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '閉じる' }));
  });

  it('renders nothing for a null banner, and counts no impression', () => {
    const { container, onImpression } = setup({ banner: null });
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onImpression).not.toHaveBeenCalled();
  });

  it('shows nothing while closed, and counts no impression', () => {
    const onImpression = vi.fn();
    render(
      <ModalBanner
        banner={banner}
        open={false}
        onOpenChange={() => {}}
        onImpression={onImpression}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onImpression).not.toHaveBeenCalled();
  });

  it('counts one impression per showing, not per render', () => {
    const onImpression = vi.fn();
    const props = { open: true, onOpenChange: () => {}, onImpression };
    const { rerender } = render(
      <StrictMode>
        <ModalBanner banner={banner} {...props} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <ModalBanner
          banner={{ ...banner }}
          {...props}
          onImpression={(shown: Banner) => onImpression(shown)}
        />
      </StrictMode>,
    );
    expect(onImpression).toHaveBeenCalledTimes(1);
    expect(onImpression).toHaveBeenCalledWith(banner);
    rerender(<ModalBanner banner={banner} {...props} open={false} />);
    rerender(<ModalBanner banner={banner} {...props} />);
    expect(onImpression).toHaveBeenCalledTimes(2);
  });

  it('closes when the banner is followed, calling onBannerClick, not onDecline', async () => {
    const { user, onBannerClick, onOpenChange, onDecline } = setup();
    await user.click(screen.getByRole('link'));
    expect(onBannerClick).toHaveBeenCalledExactlyOnceWith(banner);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(onDecline).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['閉じる', 'close'],
    ['今後表示しない', 'neverShow'],
  ])('declines and closes with %s', async (name, via) => {
    const { user, onDecline, onOpenChange, onBannerClick } = setup();
    await user.click(screen.getByRole('button', { name }));
    expect(onDecline).toHaveBeenCalledExactlyOnceWith(banner, via);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(onBannerClick).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('declines and closes on Escape', async () => {
    const { user, onDecline, onOpenChange } = setup();
    await user.keyboard('{Escape}');
    expect(onDecline).toHaveBeenCalledExactlyOnceWith(banner, 'close');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('declines and closes on a click outside the banner', async () => {
    const { user, onDecline } = setup();
    await user.click(screen.getByRole('dialog'));
    expect(onDecline).toHaveBeenCalledExactlyOnceWith(banner, 'close');
  });

  it("links the banner's page, its image from the app's image host", () => {
    setup({ imageBaseUrl: 'https://cdn.example' });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/topics/fair/12');
    expect(within(link).getByRole('img').getAttribute('src')).toBe(
      'https://cdn.example/v3/media/banners/12/w1280.webp',
    );
  });
});
