'use client';

import type { ReactNode } from 'react';
import { useAfterHydration } from '@/app/_components/afterHydration';
import type { WorkReadButtonsProps } from './WorkReadButtons';

const loadReadButtons = () => import('./WorkReadButtons');

/**
 * The work page's read buttons. Until the page has hydrated, the server's placeholder
 * (`children`: the buttons as they are while the reader's position is not known, of the same
 * size) holds their place; then the buttons that know where this reader left off replace it.
 * Their code (the resume rules, the reader's history and stored position) is not in the page's
 * first-load JavaScript: the buttons wait for the reader's position either way.
 */
export function WorkReadButtonsSlot({
  children,
  ...props
}: WorkReadButtonsProps & { children: ReactNode }) {
  const ReadButtons = useAfterHydration(loadReadButtons);
  return ReadButtons ? <ReadButtons {...props} /> : children;
}
