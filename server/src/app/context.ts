import type { Viewer } from '../shared/auth/viewer.js';
import type { Language } from '../shared/language.js';
import type { Loaders } from './loaders.js';
import type { Services } from './services.js';

/** What every resolver receives: who asks, the services that act, and this request's loaders. */
export interface Context {
  viewer: Viewer | null;
  services: Services;
  loaders: Loaders;
  /** Where the request came from, and its language again for services that mail (RequestOrigin). */
  origin: { ip: string; language: Language };
  /** The interface language the request asks for (Accept-Language), for server-side titles. */
  language: Language;
}
