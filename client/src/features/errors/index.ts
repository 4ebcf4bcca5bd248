import { defineFeature, localesOf } from '../../lib/feature';
import { PATHS } from '../../lib/paths';
import type en from './locales/en.json';

// The root route's error boundary: it must be there before anything fails, so it is not lazy.
export { RouteErrorPage } from './pages/route-error-page';

export const errorsFeature = defineFeature({
  name: 'errors',
  locales: localesOf<typeof en>(),
  routes: [
    {
      path: PATHS.notFound,
      access: 'public',
      lazy: { Component: async () => (await import('./pages/not-found-page')).NotFoundPage },
    },
    // The error pages inside the current layout (the empty-layout ones are notFound and RouteErrorPage).
    {
      path: PATHS.error404,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/error-sample-pages')).Error404Page },
    },
    {
      path: PATHS.error500,
      access: 'signed-in-area',
      lazy: { Component: async () => (await import('./pages/error-sample-pages')).Error500Page },
    },
  ],
});
