/** A fresh QueryClient with its provider, for this package's hook tests. Not exported. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';

/** A QueryClient as an app would make one, and a wrapper providing it to `renderHook`. */
export function createTestQueryClient() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return { queryClient, wrapper };
}
