import { PasswordResetTokenEntity } from '../features/auth/password-reset-token.entity.js';
import { UserEntity } from '../features/users/user.entity.js';
import { MailOutboxEntity } from '../shared/mail/mail-outbox.entity.js';

// Listed explicitly: glob loading breaks under vitest and bundlers.
export const entities = [UserEntity, PasswordResetTokenEntity, MailOutboxEntity];
