import { describe, expect, it } from 'vitest';
import { deferred } from './waits.js';

describe('deferred', () => {
  it('settles its promise when the test resolves it, not before', async () => {
    const answer = deferred();
    let settled = false;
    answer.promise.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    answer.resolve('done');
    await expect(answer.promise).resolves.toBe('done');
    expect(settled).toBe(true);
  });

  it('rejects with the error handed to reject', async () => {
    const answer = deferred();
    answer.reject(new Error('boom'));
    await expect(answer.promise).rejects.toThrow('boom');
  });
});
