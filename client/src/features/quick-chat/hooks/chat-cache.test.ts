import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { QuickChatConversationDocument, QuickChatListDocument } from '../graphql/quick-chat';
import { addMessageToCache, type ChatMessage } from './chat-cache';

// The cache edits behind optimistic sends and live messages, on a real Apollo cache (no server).

const contact = (id: string, name: string) => ({
  __typename: 'ChatContact' as const,
  id,
  name,
  avatar: null,
});
const chat = (id: string, name: string, unreadCount = 0) => ({
  __typename: 'Chat' as const,
  id,
  unreadCount,
  muted: false,
  lastMessage: 'Earlier',
  lastMessageAt: '2026-11-21T07:00:00.000Z',
  contact: contact(`user-${id}`, name),
});
const message = (id: string, chatId: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chatId,
  contactId: `user-${chatId}`,
  value: `Message ${id}`,
  createdAt: '2026-11-22T08:00:00.000Z',
  isMine: false,
  ...overrides,
});

function seededCache() {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: QuickChatListDocument,
    data: { chats: [chat('a', 'Ayşe'), chat('b', 'Burak', 1), chat('c', 'Cem')] },
  });
  cache.writeQuery({
    query: QuickChatConversationDocument,
    variables: { id: 'b' },
    data: {
      chat: {
        ...chat('b', 'Burak', 1),
        contact: { ...contact('user-b', 'Burak'), about: 'Hi' },
        messages: [Object.assign({ __typename: 'ChatMessage' }, message('m1', 'b'))],
      },
    },
  });
  return cache;
}

const list = (cache: InMemoryCache) => cache.readQuery({ query: QuickChatListDocument })?.chats ?? [];
const conversation = (cache: InMemoryCache, id: string) =>
  cache.readQuery({ query: QuickChatConversationDocument, variables: { id } })?.chat;

describe('addMessageToCache', () => {
  it("appends to a loaded conversation, moves the chat to the top and counts someone else's message", () => {
    const cache = seededCache();
    const listed = addMessageToCache(cache, message('m2', 'b', { value: 'New!' }), { countUnread: true });
    expect(listed).toBe(true);
    expect(list(cache).map((entry) => [entry.id, entry.unreadCount, entry.lastMessage])).toEqual([
      ['b', 2, 'New!'],
      ['a', 0, 'Earlier'],
      ['c', 0, 'Earlier'],
    ]);
    expect(conversation(cache, 'b')?.messages.map((entry) => entry.id)).toEqual(['m1', 'm2']);
  });

  it('adds a message only once (the subscription echoes the sender its own message)', () => {
    const cache = seededCache();
    const mine = message('m2', 'b', { isMine: true });
    addMessageToCache(cache, mine, { countUnread: false });
    addMessageToCache(cache, mine, { countUnread: false });
    expect(conversation(cache, 'b')?.messages.map((entry) => entry.id)).toEqual(['m1', 'm2']);
    expect(list(cache)[0]).toMatchObject({ id: 'b', unreadCount: 1 });
  });

  it('updates a chat whose conversation is not loaded without creating one', () => {
    const cache = seededCache();
    addMessageToCache(cache, message('m9', 'c'), { countUnread: true });
    expect(list(cache).map((entry) => entry.id)).toEqual(['c', 'a', 'b']);
    expect(list(cache)[0]).toMatchObject({ unreadCount: 1, lastMessage: 'Message m9' });
    expect(conversation(cache, 'c') ?? null).toBeNull();
  });

  it('answers false for a chat the cached list does not know, so the list reloads', () => {
    const cache = seededCache();
    expect(addMessageToCache(cache, message('m1', 'new-chat'), { countUnread: true })).toBe(false);
    expect(list(cache).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });
});
