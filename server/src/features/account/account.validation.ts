import { z } from 'zod';
import { LANGUAGES } from '../../shared/language.js';
import { uuidField } from '../../shared/validation.js';

export const languageSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'Language must be en or tr' }),
});

export const notificationPreferenceSchema = z.object({
  notificationTypeId: uuidField('Notification type'),
  enabled: z.boolean({ error: 'Enabled must be true or false' }),
});
