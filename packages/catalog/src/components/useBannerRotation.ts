'use client';

import { type FocusEvent, useEffect, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;
// The server renders a still carousel; the browser decides once hydrated.
const serverPrefersReducedMotion = () => true;

export interface UseBannerRotationOptions {
  /** How many banners there are. */
  count: number;
  /** Milliseconds each banner stays before the next; 0 never turns. */
  autoAdvanceMs: number;
}

export interface BannerRotation {
  /** The shown banner's index (0 without banners). */
  current: number;
  /** Shows a banner by index, wrapping at both ends. */
  show: (index: number) => void;
  /** Whether the carousel turns on its own at all: more than one banner and a time to stay. */
  canTurn: boolean;
  /** Whether turning is stopped: by the reader's choice, else by a reduced motion preference. */
  stopped: boolean;
  /** Whether it turns now: it can, is not stopped and nothing of the reader's is in it. */
  turning: boolean;
  /** The rotation button: the reader stops or starts the turning. */
  toggleRotation: () => void;
  /** The carousel's handlers that pause the turning while the pointer, a finger or focus is in it. */
  pauseHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onTouchStart: () => void;
    onTouchEnd: () => void;
    onTouchCancel: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * The shown banner of `BannerCarousel` and its turning on its own: every `autoAdvanceMs` the
 * next one, paused while the pointer is over the carousel, a finger on it or focus in it, not
 * started for readers who prefer reduced motion, and stopped or started by the reader's button
 * whatever their preference.
 */
export function useBannerRotation({
  count,
  autoAdvanceMs,
}: UseBannerRotationOptions): BannerRotation {
  const [index, setIndex] = useState(0);
  // null until the reader presses the rotation button: then their choice wins.
  const [stoppedByReader, setStoppedByReader] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  // A finger on the banners: turning now would pull the slide from under it.
  const [touched, setTouched] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    serverPrefersReducedMotion,
  );

  const current = count > 0 ? index % count : 0;
  const canTurn = autoAdvanceMs > 0 && count > 1;
  const stopped = stoppedByReader ?? reducedMotion;
  const turning = canTurn && !stopped && !hovered && !touched && !focused;

  useEffect(() => {
    if (!turning) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), autoAdvanceMs);
    return () => clearTimeout(timer);
  }, [turning, current, count, autoAdvanceMs]);

  return {
    current,
    show: (next: number) => setIndex(((next % count) + count) % count),
    canTurn,
    stopped,
    turning,
    toggleRotation: () => setStoppedByReader(!stopped),
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onTouchStart: () => setTouched(true),
      onTouchEnd: () => setTouched(false),
      onTouchCancel: () => setTouched(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
