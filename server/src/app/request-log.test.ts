import { describe, expect, it } from 'vitest';
import { loggableUrl } from './request-log.js';

describe('loggableUrl', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(loggableUrl('/reset-password?token=abc123&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    expect(loggableUrl('/a?x=1&TOKEN=s3cret#top')).toBe('/a?x=1&TOKEN=[redacted]#top');
    expect(loggableUrl('/api/users?order=asc')).toBe('/api/users?order=asc');
  });
});
