import DataLoader from 'dataloader';
import type { DataSource, ObjectLiteral } from 'typeorm';
import { hydrate, rowsById, selectColumns } from '../../shared/db/rows-by-id.js';
import { ChatMessageEntity } from './chat-message.entity.js';
import { ChatProfileEntity } from './chat-profile.entity.js';

/** At most this many messages of a chat are served, the newest ones. */
export const CHAT_MESSAGES_LIMIT = 200;

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export function createChatLoaders(dataSource: DataSource) {
  const profiles = rowsById(dataSource, ChatProfileEntity);
  const metadata = dataSource.getMetadata(ChatMessageEntity);
  const columns = selectColumns(metadata, 'm');
  // Both use the (conversation_id, created_at) index.
  const lastSql = `SELECT DISTINCT ON (m.conversation_id) ${columns} FROM chat_messages m
    WHERE m.conversation_id = ANY($1) ORDER BY m.conversation_id, m.created_at DESC, m.id DESC`;
  const recentSql = `SELECT * FROM (
      SELECT ${columns}, row_number() OVER (PARTITION BY m.conversation_id ORDER BY m.created_at DESC, m.id DESC) AS "rank"
        FROM chat_messages m WHERE m.conversation_id = ANY($1)) recent
    WHERE "rank" <= ${CHAT_MESSAGES_LIMIT} ORDER BY "createdAt", "id"`;
  const toMessage = ({ rank: _rank, ...row }: ObjectLiteral) => hydrate<ChatMessageEntity>(metadata, row);

  return {
    /** Chat profiles by user id, one query per batch; null for users without one. */
    chatProfileByUserId: new DataLoader<string, ChatProfileEntity | null>(async (ids) => {
      const byId = new Map((await profiles.many(ids)).map((row) => [row.userId, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** The newest message of each chat, one query per batch. */
    chatLastMessageByChatId: new DataLoader<string, ChatMessageEntity | null>(async (ids) => {
      const rows: ObjectLiteral[] = await dataSource.query(lastSql, [ids]);
      const byId = new Map(rows.map((row) => [row.conversationId as string, toMessage(row)]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** The newest messages of each chat (at most CHAT_MESSAGES_LIMIT), oldest first, one query per batch. */
    chatMessagesByChatId: new DataLoader<string, ChatMessageEntity[]>(async (ids) => {
      const rows: ObjectLiteral[] = await dataSource.query(recentSql, [ids]);
      const byId = groupBy(rows.map(toMessage), (message) => message.conversationId);
      return ids.map((id) => byId.get(id) ?? []);
    }),
  };
}

export type ChatLoaders = ReturnType<typeof createChatLoaders>;
