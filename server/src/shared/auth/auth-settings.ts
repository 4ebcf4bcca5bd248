import type { TokenSettings } from './jwt.js';

/** Sign-in settings from the config: token signing, the client's base URL for mails, rate limits. */
export interface AuthSettings {
  tokens: TokenSettings;
  /** Base URL of the client, for links in mails. */
  publicUrl: string;
  rateLimits: {
    signInPerAccount: number;
    signInPerIp: number;
    accountMailPerIp: number;
    windowSeconds: number;
  };
}
