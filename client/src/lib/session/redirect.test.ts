import { describe, expect, it } from 'vitest';
import { redirectTargetAfterSignIn, signInPathFor } from './redirect';

describe('signInPathFor', () => {
  it('remembers the requested path', () => {
    expect(signInPathFor({ pathname: '/fbiad-pages/organization' })).toBe(
      '/sign-in?redirectURL=%2Ffbiad-pages%2Forganization',
    );
  });

  it('remembers the query string too', () => {
    const path = signInPathFor({ pathname: '/apps/contacts', search: '?q=ayşe&page=2' });
    expect(new URLSearchParams(path.split('?')[1]).get('redirectURL')).toBe('/apps/contacts?q=ayşe&page=2');
  });

  it('omits the parameter for the sign-out page', () => {
    expect(signInPathFor({ pathname: '/sign-out' })).toBe('/sign-in');
  });
});

describe('redirectTargetAfterSignIn', () => {
  it.each([
    ['/fbiad-pages/users', '/fbiad-pages/users'],
    ['/apps/contacts?q=ayşe&page=2', '/apps/contacts?q=ay%C5%9Fe&page=2'],
    ['/apps/tasks/42#comments', '/apps/tasks/42#comments'],
    ['/', '/'],
  ])('follows the in-app path %s', (input, expected) => {
    expect(redirectTargetAfterSignIn(input)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['an absolute URL', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a relative path', 'fbiad-pages/users'],
    ['a control character', '/apps\n/contacts'],
    ['the sign-in page', '/sign-in?redirectURL=%2Fsign-in'],
    ['the sign-out page', '/sign-out'],
    ['a signed-out page', '/forgot-password'],
  ])('goes to the root for %s', (_label, input) => {
    expect(redirectTargetAfterSignIn(input)).toBe('/');
  });
});
