// An avatar upload's checks before anything is sent, with the server's rules (server/src/shared/avatar.ts,
// for contacts and for the user's own picture alike): PNG, JPEG or WebP, at most 1 MB.
import type { FieldErrorCode } from '../generated/error-codes';

export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp';
const AVATAR_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);
export const AVATAR_MAX_BYTES = 1_000_000;

export type AvatarProblem = 'avatarType' | 'avatarSize';

/** What is wrong with a chosen file, or null when it may be uploaded. */
export function checkAvatarFile(file: { type: string; size: number }): AvatarProblem | null {
  if (!AVATAR_TYPES.has(file.type.toLowerCase())) return 'avatarType';
  if (file.size > AVATAR_MAX_BYTES) return 'avatarSize';
  return null;
}

/** The server's refusal of an avatar (its field code on `avatar`) as one of ours: too big, else the type. */
export function avatarProblemFromCode(code: FieldErrorCode): AvatarProblem {
  return code === 'too_long' ? 'avatarSize' : 'avatarType';
}

/** The file as a `data:` URL (base64), as the avatar uploads take it. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
