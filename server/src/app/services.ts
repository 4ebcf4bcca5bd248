import type { DataSource } from 'typeorm';
import { AuthService, type AuthSettings } from '../features/auth/auth.service.js';
import { UsersService } from '../features/users/users.service.js';
import type { Mailer } from '../shared/mail/mailer.js';
import type { PubSub } from '../shared/pubsub.js';

/** The services are stateless apart from their rate-limit counters: one set per process. */
export function createServices(options: {
  dataSource: DataSource;
  pubsub: PubSub;
  mailer: Mailer;
  auth: AuthSettings;
}) {
  const users = new UsersService(options.dataSource, options.pubsub);
  const auth = new AuthService(options.dataSource, users, options.mailer, options.auth);
  return { users, auth };
}

export type Services = ReturnType<typeof createServices>;
