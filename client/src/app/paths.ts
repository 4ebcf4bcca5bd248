// Route paths of spec 000 §2 that code links to. The full signed-in route map is in routes.tsx.
export const PATHS = {
  root: '/',
  /** Where the root and a fresh sign-in land (spec: "Root and the signed-in redirect"). */
  signedInHome: '/fbiad-pages/organization',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmationRequired: '/confirmation-required',
  signOut: '/sign-out',
  unlockSession: '/unlock-session',
  publicHome: '/home',
  notFound: '/404-not-found',
} as const;

/** Pages only a signed-out visitor sees. */
export const SIGNED_OUT_PATHS: readonly string[] = [
  PATHS.signIn,
  PATHS.signUp,
  PATHS.forgotPassword,
  PATHS.resetPassword,
  PATHS.confirmationRequired,
];
