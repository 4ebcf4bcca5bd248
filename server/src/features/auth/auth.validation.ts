import { z } from 'zod';
import { emailField, passwordField } from '../../shared/validation.js';

export const signInSchema = z.object({
  email: emailField,
  // Any stored password is 8–256 characters; a longer one cannot match and would only cost hashing time.
  password: z.string().min(1, 'Password is required').max(256, 'Password must be at most 256 characters'),
});

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,128}$/, 'This reset link is invalid or has expired'),
  password: passwordField,
});

/**
 * A password change by the signed-in user: the current password (any stored one is 8–256 characters)
 * and a new one under the sign-up rule, which must differ from it.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(256, 'Password must be at most 256 characters'),
    newPassword: passwordField,
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one',
  });

export const accessTokenSchema = z.string().min(1, 'Access token is required').max(4096, 'Invalid token');
