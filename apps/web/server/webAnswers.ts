import 'server-only';
import { testPatternFeature } from '@cw/analytics';
import type { EndpointOutput } from '@cw/contract/endpoints';
import { backendHelloSchema } from '@cw/contract/schemas';
import { getServerSession } from 'next-auth';
import type { WebAnswer } from './apiRoutes';
import { authOptions } from './auth';
import { backendFetch, WEB_VERSION } from './backend';
import { env } from './env';

/** A health check must answer even when the backend hangs. */
const HELLO_BACKEND_TIMEOUT_MS = 3000;

/**
 * `GET /api/hello`: the web app's version and the backend's own report. The web app is up, so
 * it answers 200 either way; a backend that does not answer in time, answers an error or
 * something else is reported `degraded`.
 */
async function hello(): Promise<EndpointOutput<'getHello'>> {
  const web = { version: WEB_VERSION };
  try {
    const response = await backendFetch('/v3/hello', {
      signal: AbortSignal.timeout(HELLO_BACKEND_TIMEOUT_MS),
    });
    const report = backendHelloSchema.safeParse(response.ok ? await response.json() : null);
    if (report.success) return { web, backend: report.data };
  } catch {
    // Unreachable, timed out or not JSON: degraded, as below.
  }
  return { web, backend: { version: null, status: 'degraded', database: null } };
}

/**
 * `GET /api/account/test_pattern`: the signed-in reader's variant of the running experiment
 * (`AB_TEST_FEATURE`), the same on every call; `null` when no experiment runs.
 */
async function testPattern(): Promise<EndpointOutput<'getAccountTestPattern'>> {
  const experiment = env().abTestFeature;
  const session = experiment ? await getServerSession(authOptions()) : null;
  const readerId = session?.user?.id;
  return {
    feature:
      experiment && readerId !== undefined
        ? testPatternFeature(experiment, String(readerId))
        : null,
  };
}

/** The JSON of the answers the web app gives itself rather than the backend. */
export async function webAnswer(answer: WebAnswer): Promise<unknown> {
  switch (answer) {
    case 'hello':
      return hello();
    // The reader's next-auth session (user id, email, isLinked) or null.
    case 'session':
      return (await getServerSession(authOptions())) satisfies EndpointOutput<'getSession'>;
    case 'testPattern':
      return testPattern() satisfies Promise<EndpointOutput<'getAccountTestPattern'>>;
  }
}
