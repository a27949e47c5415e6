import type { Metadata } from 'next';
import { ErrorScreen } from '@/app/_components/ErrorScreen';
import { SERVER_ERROR_TEXT } from '@/app/_components/errorText';

// Per request, so that no cache keeps a 500 (serve.ts gives it the status).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: SERVER_ERROR_TEXT.heading,
  robots: { index: false },
};

/**
 * `/500`: the site's server-error page on its own (serve.ts answers it with status 500), for
 * a proxy or load balancer to show when the site cannot answer.
 */
export default function ServerErrorPage() {
  return <ErrorScreen heading={SERVER_ERROR_TEXT.heading} message={SERVER_ERROR_TEXT.message} />;
}
