// The checks of an uploaded avatar (a contact's, a user's own): what the bytes must be, whatever the
// upload declares. Every upload of a picture goes through checkAvatar.

/** Largest decoded avatar the server stores (spec: 1 MB). */
export const AVATAR_MAX_BYTES = 1_000_000;

export const AVATAR_TYPE_MESSAGE = 'Avatar must be a PNG, JPEG or WebP image';
export const AVATAR_SIZE_MESSAGE = 'Avatar must be at most 1 MB';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** What the first bytes of each accepted type must be, whatever the data URL declares. */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  'image/webp': (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes.subarray(8), ascii('WEBP')),
};

function startsWith(bytes: Buffer, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

const DATA_URL = /^data:([a-z0-9.+/-]+)((?:;[^;,]*)*),(.*)$/is;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Why an avatar was refused, as the field code clients translate: the size, else the type. */
export type AvatarProblemCode = 'too_long' | 'invalid_format';

export type AvatarCheck =
  { ok: true; dataUrl: string } | { ok: false; message: string; code: AvatarProblemCode };

const wrongType = { ok: false, message: AVATAR_TYPE_MESSAGE, code: 'invalid_format' } as const;
const tooBig = { ok: false, message: AVATAR_SIZE_MESSAGE, code: 'too_long' } as const;

/** Whether a value is a `data:` URL at all (an upload), as opposed to an address or a path. */
export function isDataUrl(value: string): boolean {
  return /^\s*data:/i.test(value);
}

/**
 * Checks an uploaded avatar: a base64 `data:` URL of a PNG, JPEG or WebP image whose content starts with
 * that type's signature, at most 1 MB once decoded. Answers the normalised data URL (lower-case type,
 * canonical base64) so that what is stored is exactly what was checked.
 */
export function checkAvatar(value: string): AvatarCheck {
  const match = DATA_URL.exec(value.trim());
  if (!match) return wrongType;
  const [, declared = '', parameters = '', data = ''] = match;
  const type = declared.toLowerCase() === 'image/jpg' ? 'image/jpeg' : declared.toLowerCase();
  const signature = SIGNATURES[type];
  const base64 = data.replace(/\s/g, '');
  if (!signature || !/;base64$/i.test(parameters) || !BASE64.test(base64) || base64.length % 4 === 1) {
    return wrongType;
  }
  // Known before decoding, so an oversized upload is refused without allocating it.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (Math.floor((base64.length * 3) / 4) - padding > AVATAR_MAX_BYTES) {
    return tooBig;
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) return tooBig;
  if (!signature(bytes)) return wrongType;
  return { ok: true, dataUrl: `data:${type};base64,${bytes.toString('base64')}` };
}
