'use client';

import { useAfterHydration } from '../afterHydration';

const loadScreen = () =>
  import('./SavedLibraryScreen').then(({ SavedLibraryScreen }) => ({
    default: SavedLibraryScreen,
  }));

/** The saved list, in the browser only: what is saved is this device's, not the shared HTML's. */
export function SavedLibrary() {
  const Screen = useAfterHydration(loadScreen);
  return Screen ? <Screen /> : null;
}
