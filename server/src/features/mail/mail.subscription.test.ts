// mailReceived: a recipient's subscription hears each copy delivered to their Inbox, as their own copy
// (no bcc); nobody else's subscription hears it. Shared set-up: mail.test-kit.ts.
import { describe, expect, it } from 'vitest';
import { emailOf, mailSuite, type Mail } from './mail.test-kit.js';

const { send, socket } = mailSuite();

const SUBSCRIPTION = 'subscription { mailReceived { id subject folderSlug unread bccCount from { email } } }';

function listen(client: ReturnType<typeof socket>) {
  const heard: Mail[] = [];
  const stop = client.subscribe<{ mailReceived: Mail }>(
    { query: SUBSCRIPTION },
    {
      next: (value) => value.data && heard.push(value.data.mailReceived),
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return { heard, stop };
}

describe('mailReceived', () => {
  it('emits each delivered copy to its recipient only', async () => {
    const recipient = socket('branchAdmin');
    const bystander = socket('deptAdmin');
    try {
      const mine = listen(recipient);
      const theirs = listen(bystander);
      // The subscriptions register asynchronously: send until one arrives (bounded).
      for (let attempt = 0; attempt < 30 && mine.heard.length === 0; attempt++) {
        await send('orgAdmin', {
          to: [emailOf('branchAdmin')],
          bcc: ['hidden@example.com'],
          subject: `Canlı #${attempt}`,
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(mine.heard.length).toBeGreaterThan(0);
      expect(mine.heard[0]).toMatchObject({
        folderSlug: 'inbox',
        unread: true,
        bccCount: 0,
        from: { email: emailOf('orgAdmin') },
      });
      expect(mine.heard[0]!.subject).toMatch(/^Canlı #\d+$/);
      expect(theirs.heard).toEqual([]);
      mine.stop();
      theirs.stop();
    } finally {
      await recipient.dispose();
      await bystander.dispose();
    }
  });
});
