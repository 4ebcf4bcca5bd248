import { z } from 'zod';
import { emailField, nameField, passwordField } from '../../shared/validation.js';
import { PRESENCE_STATUSES } from './user.entity.js';

// An avatar is a web address or a path on this server; anything else (javascript:, data: …) is refused.
const avatarField = z
  .string()
  .trim()
  .max(2048, 'Avatar address must be at most 2048 characters')
  .refine(
    (value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value),
    'Avatar must be an http(s) address or a path starting with /',
  );

export const updateMeSchema = z
  .object({
    name: nameField.optional(),
    avatar: avatarField.nullable().optional(),
    status: z.enum(PRESENCE_STATUSES).optional(),
  })
  .strict();

export type UpdateMeInput = z.infer<typeof updateMeSchema>;

export const createUserSchema = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  company: z.string().trim().max(200, 'Company must be at most 200 characters').nullish(),
});

export type CreateUserInput = z.infer<typeof createUserSchema>;
