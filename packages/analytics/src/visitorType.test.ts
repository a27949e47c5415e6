import { describe, expect, it } from 'vitest';
import { visitorType } from './visitorType';

describe('visitorType', () => {
  it('is guest when not authenticated', () => {
    expect(visitorType({ status: 'unauthenticated', data: null })).toBe('guest');
  });

  it('is linked_user when the authenticated user is linked', () => {
    expect(visitorType({ status: 'authenticated', data: { user: { isLinked: true } } })).toBe(
      'linked_user',
    );
  });

  it('is user when authenticated without a link', () => {
    expect(visitorType({ status: 'authenticated', data: { user: { isLinked: false } } })).toBe(
      'user',
    );
    expect(visitorType({ status: 'authenticated', data: { user: {} } })).toBe('user');
  });

  it('is not known while the session loads', () => {
    expect(visitorType({ status: 'loading' })).toBeNull();
  });

  // Spec section 4: "not authenticated is guest; authenticated with an isLinked user is
  // linked_user; otherwise user", for every status and session the hook can report.
  it.each([
    ['loading', undefined, null],
    ['loading', { user: { isLinked: true } }, null],
    ['unauthenticated', undefined, 'guest'],
    ['unauthenticated', null, 'guest'],
    ['unauthenticated', { user: { isLinked: true } }, 'guest'],
    ['authenticated', { user: { isLinked: true } }, 'linked_user'],
    ['authenticated', { user: { isLinked: false } }, 'user'],
    ['authenticated', { user: {} }, 'user'],
    ['authenticated', {}, 'user'],
    ['authenticated', null, 'user'],
  ] as const)('%s with %o is %s', (status, data, expected) => {
    expect(visitorType({ status, data })).toBe(expected);
  });
});
