import { z } from 'zod';
import { instantField } from '../../shared/dates.js';
import { blankToNull, isIconName, isLink, optionalText } from '../../shared/validation.js';

// A link or image is a web address or an in-app path (a link may also be mailto:); anything else
// (javascript:, data: …) is refused.
const addressField = (label: string, options: { mailto?: boolean } = {}) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(2048, `${label} must be at most 2048 characters`)
      .refine((value) => isLink(value, options), {
        message: `${label} must be a path starting with / or an http(s)${options.mailto ? ' or mailto:' : ''} address`,
        params: { code: 'invalid_format' },
      })
      .nullable(),
  );

// An icon name (heroicons_mini:star), never markup.
const iconField = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(100, 'Icon must be at most 100 characters')
    .refine(isIconName, {
      message: 'Icon must be an icon name such as heroicons_outline:bell (letters, digits, _, - and :)',
      params: { code: 'invalid_format' },
    })
    .nullable(),
);

const titleField = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(300, 'Title must be at most 300 characters');

const fields = {
  description: optionalText('Description', 2000),
  icon: iconField,
  image: addressField('Image'),
  link: addressField('Link', { mailto: true }),
  useRouter: z.boolean({ error: 'Use router must be true or false' }),
  time: instantField('Time'),
  read: z.boolean({ error: 'Read must be true or false' }),
  seen: z.boolean({ error: 'Seen must be true or false' }),
};

/** A new message or notification: only the title is required. */
export const createInboxItemSchema = z.object({
  title: titleField,
  description: fields.description.optional(),
  icon: fields.icon.optional(),
  image: fields.image.optional(),
  link: fields.link.optional(),
  useRouter: fields.useRouter.nullish(),
  time: fields.time.nullish(),
  read: fields.read.nullish(),
  seen: fields.seen.nullish(),
});

/** Changes: omitted fields stay; null clears an optional field; the title and flags cannot be cleared. */
export const updateInboxItemSchema = z.object({
  title: titleField.optional(),
  description: fields.description.optional(),
  icon: fields.icon.optional(),
  image: fields.image.optional(),
  link: fields.link.optional(),
  useRouter: fields.useRouter.optional(),
  time: fields.time.optional(),
  read: fields.read.optional(),
  seen: fields.seen.optional(),
});

export type CreateInboxItemInput = z.infer<typeof createInboxItemSchema>;
export type UpdateInboxItemInput = z.infer<typeof updateInboxItemSchema>;
