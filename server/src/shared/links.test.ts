import { describe, expect, it } from 'vitest';
import { CLIENT_PATHS, clientPath, links } from './links.js';

// The client routes these paths (client/src/lib/paths.ts); server code cannot import the client, so the
// parity of the two tables belongs to tests/api/parity.test.ts.
describe('server-made links', () => {
  it('build in-app paths from a section and segments', () => {
    expect(clientPath('apps', 'help-center', 'faqs')).toBe('/apps/help-center/faqs');
    expect(CLIENT_PATHS.events).toBe('/fbiad-pages/events');
  });

  it('link items and mails the way the client routes them', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(links.contact(id)).toBe(`/apps/contacts/${id}`);
    expect(links.task(id)).toBe(`/apps/tasks/${id}`);
    expect(links.mail('inbox', id)).toBe(`/apps/mailbox/inbox/${id}`);
    expect(links.resetPassword('https://arena.example', 'abc')).toBe(
      'https://arena.example/reset-password?token=abc',
    );
    expect(links.flagImage('tr')).toBe('/images/flags/tr.svg');
  });
});
