import type { DataSource } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { clientPath } from '../../shared/links.js';
import type { PubSub } from '../../shared/pubsub.js';
import type { InboxService } from '../inbox/index.js';
import { hydrateMails, mailRows, type MailNode } from './mail.sql.js';

// What a delivered copy sets off once its transaction has committed: the recipient's `mailReceived`
// subscription (the shared pubsub, one topic per user, so nobody hears another's mail) and a top-bar
// notification through the inbox feature. Neither can undo a delivery: a failure is only logged.

const receivedTopic = (userId: string) => `mail:received:${userId}`;

export class MailDelivery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pubsub: PubSub,
    private readonly inbox: InboxService,
  ) {}

  /** Publishes each delivered copy to its owner and notifies them. */
  async announce(delivered: readonly { userId: string; mailId: string }[], _sentId: string): Promise<void> {
    if (delivered.length === 0) return;
    const copies: MailNode[] = [];
    for (const { userId, mailId } of delivered) {
      const [copy] = await hydrateMails(
        this.dataSource,
        userId,
        await mailRows(this.dataSource, userId, [mailId]),
      );
      if (!copy) continue;
      copies.push(copy);
      this.pubsub.publish(receivedTopic(userId), copy);
    }
    try {
      await this.inbox.notify(
        delivered.flatMap(({ userId, mailId }) => {
          const copy = copies.find((mail) => mail.id === mailId);
          if (!copy) return [];
          return [
            {
              userId,
              title: { en: `New mail from ${copy.from.name}`, tr: `${copy.from.name} size e-posta gönderdi` },
              description: { en: copy.subject || '(no subject)', tr: copy.subject || '(konu yok)' },
              icon: 'heroicons_outline:envelope',
              link: clientPath('apps', 'mailbox'),
            },
          ];
        }),
      );
    } catch {
      // The mail is delivered; a notification that could not be kept is not worth failing the send.
    }
  }

  /** The viewer's deliveries from now on. */
  watch(viewer: Viewer | null): AsyncIterableIterator<MailNode> {
    const { userId } = requireViewer(viewer);
    return this.pubsub.subscribe<MailNode>(receivedTopic(userId));
  }
}
