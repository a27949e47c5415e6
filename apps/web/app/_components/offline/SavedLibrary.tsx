'use client';

import dynamic from 'next/dynamic';

/** The saved list, in the browser only: what is saved is this device's, not the shared HTML's. */
export const SavedLibrary = dynamic(
  () => import('./SavedLibraryScreen').then(({ SavedLibraryScreen }) => SavedLibraryScreen),
  { ssr: false },
);
