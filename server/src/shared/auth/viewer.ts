import { AppError } from '../errors.js';

/** The signed-in person a request acts for. Later: roles and scopes. */
export interface Viewer {
  userId: string;
}

/** The viewer, or UNAUTHENTICATED for a request without a valid token. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (viewer === null) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  return viewer;
}
