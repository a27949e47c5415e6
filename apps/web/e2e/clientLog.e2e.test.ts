import { describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';

describe('client logs', () => {
  it('logs a failed session read as CLIENT_SESSION_ERROR and goes on as a guest', async () => {
    const browser = await launchChromium();
    const page = await browser.newPage();
    await page.route('**/api/auth/session', (route) => route.fulfill({ status: 500, body: '' }));
    const logged: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/log') logged.push(request.postDataJSON());
    });
    const answers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/log') answers.push(response.status());
    });
    await page.goto(`${inject('baseUrl')}/ranking`);
    await expect.poll(() => logged.length).toBeGreaterThan(0);
    expect(logged[0]).toMatchObject({
      level: 'error',
      code: 'CLIENT_SESSION_ERROR',
      url: '/ranking',
    });
    await expect.poll(() => answers[0]).toBe(202);
    // No session: the page offers sign-in, as to a guest.
    await expect.poll(() => page.getByRole('link', { name: 'ログイン' }).count()).toBe(1);
    await browser.close();
  });

  it("sends the page's uncaught errors and rejections, a bounded number per page", async () => {
    const browser = await launchChromium();
    const page = await browser.newPage();
    const logged: { code: string; message: string }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/log') logged.push(request.postDataJSON());
    });
    await page.goto(`${inject('baseUrl')}/terms`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new TypeError('e2e: a broken handler');
      });
      void Promise.reject(new Error('e2e: a lost promise'));
      for (let i = 0; i < 30; i++) setTimeout(() => Promise.reject(new Error(`e2e flood ${i}`)));
    });
    await expect.poll(() => logged.length).toBeGreaterThanOrEqual(10);
    await page.waitForTimeout(500);
    expect(logged).toContainEqual(
      expect.objectContaining({
        code: 'CLIENT_ERROR',
        message: 'TypeError: e2e: a broken handler',
      }),
    );
    expect(logged).toContainEqual(
      expect.objectContaining({
        code: 'CLIENT_UNHANDLED_REJECTION',
        message: 'Error: e2e: a lost promise',
      }),
    );
    expect(logged).toHaveLength(10);
    await browser.close();
  });

  it('refuses a flood from one client with 429 and Retry-After, not its neighbours', async () => {
    const line = { level: 'info', code: 'E2E_FLOOD', message: 'flood' };
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let sent = 0; sent < 70; sent++) {
      const response = await fetch(`${inject('baseUrl')}/api/log`, {
        method: 'POST',
        headers: {
          origin: inject('baseUrl'),
          'content-type': 'application/json',
          // A client of its own, so the other tests' logs keep their budget.
          'x-forwarded-for': '203.0.113.99',
        },
        body: JSON.stringify(line),
      });
      statuses.push(response.status);
      retryAfter ??= response.headers.get('retry-after');
    }
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another client still logs.
    const neighbour = await fetch(`${inject('baseUrl')}/api/log`, {
      method: 'POST',
      headers: {
        origin: inject('baseUrl'),
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.100',
      },
      body: JSON.stringify(line),
    });
    expect(neighbour.status).toBe(202);
  });
});
