import { z } from 'zod';
import { checkAvatar, isDataUrl } from '../../shared/avatar.js';
import { emailField, fieldErrorCodeOf, nameField, passwordField } from '../../shared/validation.js';
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

/** A new avatar: an address (null removes it) or an uploaded picture, stored apart (user-avatar-image). */
export type AvatarChange = { address: string | null } | { image: string };

// An uploaded picture comes as a data: URL and passes the same checks as a contact's (shared/avatar.ts);
// anything else must be an address.
const avatarChange = z
  .string()
  .nullable()
  .transform((value, context): AvatarChange => {
    if (value === null) return { address: null };
    if (isDataUrl(value)) {
      const checked = checkAvatar(value);
      if (checked.ok) return { image: checked.dataUrl };
      context.addIssue({ code: 'custom', message: checked.message, params: { code: checked.code } });
      return z.NEVER;
    }
    const address = avatarField.safeParse(value);
    if (address.success) return { address: address.data };
    const [issue] = address.error.issues;
    context.addIssue({
      code: 'custom',
      message: issue?.message ?? 'Invalid avatar',
      params: { code: issue ? fieldErrorCodeOf(issue) : 'invalid' },
    });
    return z.NEVER;
  });

export const updateMeSchema = z
  .object({
    name: nameField.optional(),
    avatar: avatarChange.optional(),
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
