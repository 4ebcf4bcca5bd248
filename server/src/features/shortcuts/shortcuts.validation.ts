import { z } from 'zod';
import { iconNameField, linkField } from '../../shared/validation.js';

const label = z
  .string({ error: 'Label is required' })
  .trim()
  .min(1, 'Label is required')
  .max(100, 'Label must be at most 100 characters');

const description = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string().trim().max(300, 'Description must be at most 300 characters').nullable(),
);

// An icon name (heroicons_outline:pencil), never markup.
const icon = iconNameField('Icon');

// An in-app route or a web address; anything else (javascript:, data: …) is refused.
const link = linkField('Link', { mailto: true });

const useRouter = z.boolean({ error: 'Use router is required (true or false)' });

/** Spec 000 §5: label, icon, link and useRouter are required. */
export const createShortcutSchema = z.object({
  label,
  description: description.optional(),
  icon,
  link,
  useRouter,
});

/** Omitted fields stay as they are; required fields cannot be cleared with null. */
export const updateShortcutSchema = z.object({
  label: label.optional(),
  description: description.optional(),
  icon: icon.optional(),
  link: link.optional(),
  useRouter: useRouter.optional(),
});
