import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ChatList, type ChatSummary } from './chat-list';

const chat = (id: string, name: string, unreadCount = 0, muted = false): ChatSummary => ({
  id,
  unreadCount,
  muted,
  lastMessage: null,
  lastMessageAt: null,
  contact: { id: `user-${id}`, name, avatar: null },
});
const CHATS = [chat('a', 'Elif Şahin', 2), chat('b', 'Burak Yıldız'), chat('c', 'Selin Koç', 12, true)];

function renderList(selectedChatId: string | null = null, language: 'en' | 'tr' = 'en') {
  const onSelect = vi.fn();
  renderWithProviders(<ChatList chats={CHATS} selectedChatId={selectedChatId} onSelect={onSelect} />, {
    language,
  });
  return { onSelect, options: screen.getAllByRole('option') };
}

describe('ChatList', () => {
  it('names each chat with its unread count and mute, and shows initials and badges', () => {
    const { options } = renderList();
    expect(screen.getByRole('listbox', { name: 'Chats' })).toBeInTheDocument();
    expect(options.map((option) => option.getAttribute('aria-label'))).toEqual([
      'Elif Şahin, 2 unread messages',
      'Burak Yıldız',
      'Selin Koç, 12 unread messages, Muted',
    ]);
    expect(options[0]).toHaveTextContent('EŞ');
    expect(screen.getAllByTestId('quick-chat-unread').map((badge) => badge.textContent)).toEqual(['2', '9+']);
  });

  it('is one tab stop: the open chat, else the first', () => {
    let { options } = renderList();
    expect(options.map((option) => option.tabIndex)).toEqual([0, -1, -1]);
    cleanup();
    ({ options } = renderList('b'));
    expect(options.map((option) => option.tabIndex)).toEqual([-1, 0, -1]);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
  });

  it('moves with the arrow keys, Home and End, and opens a chat with Enter, Space or a click', () => {
    const { onSelect, options } = renderList();
    const [first, second, third] = options as [HTMLElement, HTMLElement, HTMLElement];
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(second).toHaveFocus();
    expect(second.tabIndex).toBe(0);
    fireEvent.keyDown(second, { key: 'End' });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third, { key: 'ArrowDown' });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third, { key: 'Home' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith('a');
    fireEvent.keyDown(second, { key: ' ' });
    expect(onSelect).toHaveBeenLastCalledWith('b');
    fireEvent.click(third);
    expect(onSelect).toHaveBeenLastCalledWith('c');
  });

  it('speaks Turkish', () => {
    renderList(null, 'tr');
    expect(screen.getByRole('listbox', { name: 'Sohbetler' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')[2]).toHaveAttribute(
      'aria-label',
      'Selin Koç, 12 okunmamış mesaj, Sessize alındı',
    );
  });
});
