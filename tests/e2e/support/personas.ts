// The seeded people the specs sign in as, where they land, and the phone size the specs use.

export interface Credentials {
  email: string;
  password: string;
}

/** Seeded people (server/src/db/seed). */
export const ADMIN = { email: 'admin@arena.local', password: 'Arena-Admin-2026', name: 'Deniz Kaya' };
export const ORG_ADMIN = { email: 'org.admin@arena.local', password: 'Arena-Org-2026', name: 'Elif Şahin' };
export const REGULAR = { email: 'user@arena.local', password: 'Arena-User-2026', name: 'Selin Koç' };
export const PARENT = { email: 'parent@arena.local', password: 'Arena-Parent-2026', name: 'Ayşe Demir' };
/** A coach of Kartal: staff of his own teams, with no admin grant. */
export const COACH = {
  email: 'deniz.aktas@kartal.example',
  password: 'Arena-Member-2026',
  name: 'Deniz Aktaş',
};
export const COMPANY = { email: 'company@arena.local', password: 'Arena-Company-2026', name: 'Can Öztürk' };

export const HOME = '/fbiad-pages/organization';
/** Where the client keeps the access token (localStorage with "remember me", else sessionStorage). */
export const TOKEN_KEY = 'arena.accessToken';
export const PHONE = { width: 390, height: 844 };
