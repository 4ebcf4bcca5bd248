// What the specs share, one subject a module in support/, all of it imported from here:
//   personas       the seeded people, the home page, the token's key, the phone size
//   sign-in        the sign-in form, signing in, a signed-in browser state to reuse
//   shell          the menu, the shared list table, the language menu and the settings drawer
//   locales        the client's locale files, and English words in Turkish text
//   console        failing on console errors and uncaught exceptions
//   traffic        GraphQL operation names; failed requests and answers, and when a page has loaded
//   screenshots    pictures into tests/e2e/artifacts
//   accessibility  the axe-core check
//   fit            sideways overflow, texts cut off, form controls cut or without a visible label

export * from './support/personas.js';
export * from './support/sign-in.js';
export * from './support/shell.js';
export * from './support/locales.js';
export * from './support/console.js';
export * from './support/traffic.js';
export * from './support/screenshots.js';
export * from './support/accessibility.js';
export * from './support/fit.js';
