// The 'Team Chat' side panel; layouts render it once at the right edge.
export function QuickChatPanel() {
  return null;
}
