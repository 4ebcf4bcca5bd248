import { z } from 'zod';
import { isUuid } from '../../shared/validation.js';

export const MESSAGE_MAX_LENGTH = 4000;

// Plain text: trimmed, 1 to 4000 characters (a NUL character is refused for every request, at the
// edge: app/input-guard.ts and app/operation-limits.ts).
export const sendChatMessageSchema = z.object({
  value: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`),
});

export const updateChatSchema = z
  .object({
    muted: z.boolean().optional(),
    // The unread counter is the server's; a client may only reset it (mark read).
    unreadCount: z.literal(0, 'Unread count can only be reset to 0').optional(),
  })
  .strict();

export type UpdateChatInput = z.infer<typeof updateChatSchema>;

export { isUuid };
