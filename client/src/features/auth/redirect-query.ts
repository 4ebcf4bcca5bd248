import { REDIRECT_PARAM } from '../../lib/session/redirect';

/**
 * `path` with the current page's redirectURL carried over, so moving between sign-in, sign-up and
 * the confirmation page still ends on the page the visitor first asked for.
 */
export function withRedirect(path: string, searchParams: URLSearchParams): string {
  const redirectURL = searchParams.get(REDIRECT_PARAM);
  if (!redirectURL) return path;
  return `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: redirectURL }).toString()}`;
}
