import { navigationStarted } from './app/_components/analytics';

/** Next.js calls this as the router starts a navigation: analytics holds events until its view. */
export function onRouterTransitionStart(url: string): void {
  navigationStarted(url);
}
