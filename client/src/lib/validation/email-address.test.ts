import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it.each(['admin@arena.local', ' ayse.yilmaz@okul.com.tr ', 'a+b@c.io'])('accepts %j', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it.each(['admin', 'admin@', '@arena.local', 'ad min@arena.local', 'a@b', 'a@@b.co'])(
    'rejects %j',
    (value) => {
      expect(isEmailAddress(value)).toBe(false);
    },
  );
});
