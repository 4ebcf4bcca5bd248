import { PATHS, SIGNED_OUT_PATHS } from '../paths';

/** The sign-in page's query parameter naming the page to return to (spec 000 §2). */
export const REDIRECT_PARAM = 'redirectURL';

interface RequestedLocation {
  pathname: string;
  search?: string;
}

/** Where a signed-out visitor of a signed-in page goes: sign-in, remembering the page unless it is sign-out. */
export function signInPathFor({ pathname, search = '' }: RequestedLocation): string {
  if (pathname === PATHS.signOut) return PATHS.signIn;
  const query = new URLSearchParams({ [REDIRECT_PARAM]: `${pathname}${search}` });
  return `${PATHS.signIn}?${query.toString()}`;
}

const BASE = 'https://arena.invalid';

/**
 * Where to go after signing in. Only a path inside this app is followed (a single leading slash, no
 * scheme, no backslash tricks), never back to a signed-out page; anything else goes to the root.
 */
export function redirectTargetAfterSignIn(redirectURL: string | null | undefined): string {
  if (!redirectURL || !redirectURL.startsWith('/') || redirectURL.startsWith('//')) return PATHS.root;
  // Browsers read '\' as '/', so '/\evil.com' would leave the app; control characters have no place here.
  if (redirectURL.includes('\\') || hasControlCharacter(redirectURL)) return PATHS.root;
  let url: URL;
  try {
    url = new URL(redirectURL, BASE);
  } catch {
    return PATHS.root;
  }
  if (url.origin !== BASE) return PATHS.root;
  if (SIGNED_OUT_PATHS.includes(url.pathname) || url.pathname === PATHS.signOut) return PATHS.root;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
