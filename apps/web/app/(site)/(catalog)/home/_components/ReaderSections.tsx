'use client';

import { lazy, Suspense } from 'react';
import { useSession } from '@/app/_components/session';

// Only a signed-in reader has these sections, known once the session has loaded after
// hydration: their code (the queries, the history list, the grid) loads for such a reader then.
const SignedInSections = lazy(() => import('./SignedInSections'));

/**
 * The signed-in reader's own part of the home page and of マイコミック, fetched in the browser so
 * the page's HTML stays shared: "continue reading" from the read history and the latest updates
 * of the works they follow. Guests see nothing here.
 */
export function ReaderSections() {
  if (useSession().status !== 'authenticated') return null;
  return (
    <Suspense fallback={null}>
      <SignedInSections />
    </Suspense>
  );
}
