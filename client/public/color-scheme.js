/* global window, document */
// Sets the saved or system colour scheme on <html> before the app loads, so a dark page never flashes
// light. Mirrors next-themes (storage key "arena.color-scheme", attribute "class").
(() => {
  let scheme = 'system';
  try {
    scheme = localStorage.getItem('arena.color-scheme') || 'system';
  } catch {
    // Storage may be blocked; fall back to the system preference.
  }
  if (scheme !== 'light' && scheme !== 'dark') {
    scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(scheme);
  root.style.colorScheme = scheme;
})();
