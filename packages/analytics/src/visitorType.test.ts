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
});
