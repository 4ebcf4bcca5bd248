import type { DataSource, EntityManager, ObjectLiteral, Repository } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { hydrate, selectColumns } from '../../shared/db/rows-by-id.js';
import { AppError } from '../../shared/errors.js';
import type { Language } from '../../shared/language.js';
import { localized, localizedText } from '../../shared/localized-text.js';
import type { PubSub } from '../../shared/pubsub.js';
import { validate } from '../../shared/validation.js';
import { UserEntity, visibleUsersCondition, type UserLoaders } from '../users/index.js';
import { ChatMessageEntity } from './chat-message.entity.js';
import type { ChatContactAttachments, ChatContactDetails } from './chat-profile.entity.js';
import type { ChatLoaders } from './chat.loaders.js';
import { chatContactsCondition } from './chat.policy.js';
import { isUuid, sendChatMessageSchema, updateChatSchema } from './chat.validation.js';
import { ConversationMemberEntity } from './conversation-member.entity.js';

/** A direct conversation as one of its members sees it. */
export interface ChatView {
  id: string;
  contactId: string;
  unreadCount: number;
  muted: boolean;
  lastMessageAt: Date | null;
}

/** A chat profile as served: defaults filled in, so clients never see a missing list. */
export interface ChatProfileView {
  about: string;
  background: string | null;
  details: Required<Pick<ChatContactDetails, 'emails' | 'phoneNumbers'>> & {
    title: string | null;
    company: string | null;
    birthday: string | null;
    address: string | null;
  };
  attachments: ChatContactAttachments;
}

/** Spec 001 §9: the default status text, with the brand replaced. */
export const DEFAULT_ABOUT = "Hi there! I'm using Arena Chat.";

/** The default status text in the other interface languages. */
const DEFAULT_ABOUT_TRANSLATIONS = { tr: { about: 'Merhaba! Arena Chat kullanıyorum.' } };

/** Spec 001 §8. */
export const chatNotFound = (id: string) =>
  new AppError('NOT_FOUND', `Could not found chat with id of ${id}!`);
const contactNotFound = () => new AppError('NOT_FOUND', 'Contact not found.');
const userNotFound = () => new AppError('NOT_FOUND', 'User not found.');

// One topic per user: every session of the user hears every new message of their chats.
const messagesTopic = (userId: string) => `chat-messages:${userId}`;

// The viewer's chats with the other member of each; `extra` narrows to one chat.
const chatsSql = (extra: string) => `
  SELECT c.id AS "id", o.user_id AS "contactId", m.unread_count AS "unreadCount", m.muted AS "muted",
         c.last_message_at AS "lastMessageAt"
    FROM conversation_members m
    JOIN conversations c ON c.id = m.conversation_id
    JOIN LATERAL (SELECT x.user_id FROM conversation_members x
                   WHERE x.conversation_id = m.conversation_id AND x.user_id <> m.user_id
                   ORDER BY x.joined_at, x.id LIMIT 1) o ON TRUE
   WHERE m.user_id = $1 ${extra}
   ORDER BY c.last_message_at DESC NULLS LAST, c.created_at DESC, c.id`;

export class ChatService {
  private readonly users: Repository<UserEntity>;
  private readonly messages: Repository<ChatMessageEntity>;
  private readonly members: Repository<ConversationMemberEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly pubsub: PubSub,
  ) {
    this.users = dataSource.getRepository(UserEntity);
    this.messages = dataSource.getRepository(ChatMessageEntity);
    this.members = dataSource.getRepository(ConversationMemberEntity);
  }

  /** The viewer's chats, newest activity first: one statement, relations come through loaders. */
  async chats(viewer: Viewer | null): Promise<ChatView[]> {
    const { userId } = requireViewer(viewer);
    return this.dataSource.query(chatsSql(''), [userId]);
  }

  /** One of the viewer's chats; NOT_FOUND with the spec's message otherwise. */
  async chat(viewer: Viewer | null, id: string, manager: EntityManager = this.dataSource.manager) {
    const { userId } = requireViewer(viewer);
    if (!isUuid(id)) throw chatNotFound(id);
    const rows: ChatView[] = await manager.query(chatsSql('AND c.id = $2'), [userId, id]);
    const chat = rows[0];
    if (!chat) throw chatNotFound(id);
    return chat;
  }

  /** Merges the viewer's own settings of a chat: muted, and unreadCount 0 (read). */
  async updateChat(viewer: Viewer | null, id: string, input: unknown): Promise<ChatView> {
    const { userId } = requireViewer(viewer);
    const changes = validate(updateChatSchema, input);
    if (!isUuid(id)) throw chatNotFound(id);
    const set: Partial<ConversationMemberEntity> = {};
    if (changes.muted !== undefined) set.muted = changes.muted;
    if (changes.unreadCount === 0) Object.assign(set, { unreadCount: 0, lastReadAt: new Date() });
    if (Object.keys(set).length > 0) {
      const result = await this.members.update({ conversationId: id, userId }, set);
      if (!result.affected) throw chatNotFound(id);
    }
    return this.chat(viewer, id);
  }

  /** Resets the viewer's unread counter of a chat. */
  async markRead(viewer: Viewer | null, chatId: string): Promise<ChatView> {
    return this.updateChat(viewer, chatId, { unreadCount: 0 });
  }

  /**
   * Stores a message and, in the same transaction, moves the chat's activity time and counts it as
   * unread for every other member. Then tells each member's sessions.
   */
  async sendMessage(viewer: Viewer | null, chatId: string, value: unknown): Promise<ChatMessageEntity> {
    const { userId } = requireViewer(viewer);
    const data = validate(sendChatMessageSchema, { value });
    if (!isUuid(chatId)) throw chatNotFound(chatId);
    const { message, memberIds } = await this.dataSource.transaction(async (manager) => {
      // Membership is checked by the insert itself: no member, no row.
      const inserted: ObjectLiteral[] = await manager.query(
        `INSERT INTO chat_messages (conversation_id, sender_id, value)
         SELECT $1, $2, $3 WHERE EXISTS
           (SELECT 1 FROM conversation_members WHERE conversation_id = $1 AND user_id = $2)
         RETURNING ${selectColumns(this.messages.metadata)}`,
        [chatId, userId, data.value],
      );
      const row = inserted[0];
      if (!row) throw chatNotFound(chatId);
      const created = hydrate<ChatMessageEntity>(this.messages.metadata, row);
      // The chat's activity time moves; the sender has read everything up to their own message and
      // everyone else has one more unread. One statement (a SELECT, so the driver returns the rows).
      const members: { user_id: string }[] = await manager.query(
        `WITH activity AS (UPDATE conversations SET last_message_at = $3 WHERE id = $1),
              members AS (
                UPDATE conversation_members
                   SET unread_count = CASE WHEN user_id = $2 THEN 0 ELSE unread_count + 1 END,
                       last_read_at = CASE WHEN user_id = $2 THEN $3 ELSE last_read_at END
                 WHERE conversation_id = $1
             RETURNING user_id)
         SELECT user_id FROM members`,
        [chatId, userId, created.createdAt],
      );
      return { message: created, memberIds: members.map((member) => member.user_id) };
    });
    for (const memberId of memberIds) this.pubsub.publish(messagesTopic(memberId), message);
    return message;
  }

  /** New messages of the viewer's chats, from now on. */
  watchMessages(viewer: Viewer | null): AsyncIterableIterator<ChatMessageEntity> {
    const { userId } = requireViewer(viewer);
    return this.pubsub.subscribe<ChatMessageEntity>(messagesTopic(userId));
  }

  isMine(viewer: Viewer | null, message: ChatMessageEntity): boolean {
    return message.senderId === viewer?.userId;
  }

  /** The viewer's direct chat with a visible contact; created (with both memberships) when missing. */
  async startChat(viewer: Viewer | null, contactId: string): Promise<ChatView> {
    const current = requireViewer(viewer);
    const contact = await this.contact(current, contactId);
    const chatId = await this.dataSource.transaction(async (manager) => {
      // Two sessions starting the same chat at once must end with one conversation.
      const [low, high] = [current.userId, contact.id].sort();
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`chat:${low}:${high}`]);
      const existing: { id: string }[] = await manager.query(
        `SELECT a.conversation_id AS id
           FROM conversation_members a
           JOIN conversation_members b ON b.conversation_id = a.conversation_id AND b.user_id = $2
          WHERE a.user_id = $1
            AND (SELECT count(*) FROM conversation_members c WHERE c.conversation_id = a.conversation_id) = 2
          LIMIT 1`,
        [current.userId, contact.id],
      );
      if (existing[0]) return existing[0].id;
      const created: { id: string }[] = await manager.query(
        `INSERT INTO conversations (organization_id) VALUES ($1) RETURNING id`,
        [current.organizationId ?? contact.organizationId],
      );
      const id = created[0]?.id;
      if (!id) throw new AppError('INTERNAL', 'The conversation was not created.');
      await manager.query(
        `INSERT INTO conversation_members (conversation_id, user_id) VALUES ($1, $2), ($1, $3)`,
        [id, current.userId, contact.id],
      );
      return id;
    });
    return this.chat(current, chatId);
  }

  /**
   * The people the viewer can chat with (filtered in SQL), sorted by name in the alphabet order
   * contacts use (arena_sort_key: Turkish letters after their base letter, whatever the collation).
   */
  contacts(viewer: Viewer | null): Promise<UserEntity[]> {
    const condition = chatContactsCondition(requireViewer(viewer));
    return this.users
      .createQueryBuilder('u')
      .where(condition.sql, condition.params)
      .orderBy('arena_sort_key(u.name)', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .getMany();
  }

  /** One contact; NOT_FOUND when unknown or not one the viewer may chat with. */
  async contact(viewer: Viewer | null, id: string): Promise<UserEntity> {
    const condition = chatContactsCondition(requireViewer(viewer));
    if (!isUuid(id)) throw contactNotFound();
    const user = await this.users
      .createQueryBuilder('u')
      .where('u.id = :contactId', { contactId: id })
      .andWhere(condition.sql, condition.params)
      .getOne();
    if (!user) throw contactNotFound();
    return user;
  }

  /** The signed-in user, reusing the row read for authentication. */
  async profile(viewer: Viewer | null, loaders: UserLoaders): Promise<UserEntity> {
    const { userId } = requireViewer(viewer);
    const user = await loaders.userById.load(userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    return user;
  }

  /** The other member of a chat, batched per request. */
  async contactOf(chat: ChatView, loaders: UserLoaders): Promise<UserEntity> {
    const user = await loaders.userById.load(chat.contactId);
    if (!user) throw new AppError('INTERNAL', 'A chat member has no user row.');
    return user;
  }

  /**
   * A user's chat profile with its defaults, batched per request; its status text and job title in
   * `language` (shared/localized-text.ts).
   */
  async profileOf(user: UserEntity, loaders: ChatLoaders, language: Language): Promise<ChatProfileView> {
    const profile = await loaders.chatProfileByUserId.load(user.id);
    const details = profile?.details ?? {};
    return {
      about:
        profile && profile.about !== null
          ? localizedText(profile.translations, language, 'about', profile.about)
          : localizedText(DEFAULT_ABOUT_TRANSLATIONS, language, 'about', DEFAULT_ABOUT),
      background: profile?.background ?? null,
      details: {
        emails: details.emails ?? [],
        phoneNumbers: details.phoneNumbers ?? [],
        title: localizedText(profile?.translations, language, 'title', details.title ?? null),
        company: details.company ?? null,
        birthday: details.birthday ?? null,
        address: details.address ?? null,
      },
      attachments: {
        media: profile?.attachments.media ?? [],
        docs: profile?.attachments.docs ?? [],
        links: profile?.attachments.links ?? [],
      },
    };
  }

  /** The text of the chat's newest message in `language`, batched per request. */
  async lastMessageOf(chat: ChatView, loaders: ChatLoaders, language: Language): Promise<string | null> {
    const message = await loaders.chatLastMessageByChatId.load(chat.id);
    return message ? localized(message, 'value', language) : null;
  }

  messagesOf(chat: ChatView, loaders: ChatLoaders): Promise<ChatMessageEntity[]> {
    return loaders.chatMessagesByChatId.load(chat.id);
  }

  /**
   * User administration's conversations sub-resource: the memberships of a user the viewer may see
   * (users policy), newest first; NOT_FOUND for anyone else.
   */
  async userConversations(viewer: Viewer | null, userId: string): Promise<ConversationMemberEntity[]> {
    const visible = visibleUsersCondition(requireViewer(viewer), 'u');
    if (!isUuid(userId)) throw userNotFound();
    const found = await this.users
      .createQueryBuilder('u')
      .select('u.id', 'id')
      .where('u.id = :targetUserId', { targetUserId: userId })
      .andWhere(visible.sql, visible.params)
      .getRawOne<{ id: string }>();
    if (!found) throw userNotFound();
    return this.members.find({ where: { userId }, order: { joinedAt: 'DESC', id: 'ASC' } });
  }
}
