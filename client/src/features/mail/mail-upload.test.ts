import { describe, expect, it } from 'vitest';
import { attachmentUploadUrl, uploadFailure } from './mail-upload';

describe('uploadFailure', () => {
  it('tells a full storage from a file too large', () => {
    expect(uploadFailure(413, { code: 'QUOTA_EXCEEDED' })).toBe('quota');
    expect(uploadFailure(413, null)).toBe('tooLarge');
    expect(uploadFailure(415, {})).toBe('format');
    expect(uploadFailure(400, { code: 'BAD_USER_INPUT' })).toBe('format');
    expect(uploadFailure(401, {})).toBe('unauthenticated');
    expect(uploadFailure(400, { code: 'BAD_USER_INPUT', fieldErrorCodes: { file: 'too_long' } })).toBe(
      'tooLarge',
    );
    expect(uploadFailure(500, 'x')).toBe('failed');
  });
});

describe('attachmentUploadUrl', () => {
  it('names the file in the address', () => {
    expect(attachmentUploadUrl('plan & notes.pdf')).toBe(
      '/api/apps/mailbox/attachments?name=plan+%26+notes.pdf',
    );
  });
});
