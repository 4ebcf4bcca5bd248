// The top bar's controls (search, shortcuts, messages, notifications, language, fullscreen, user menu);
// every layout renders this one component in its header.
export function TopBarActions() {
  return null;
}
