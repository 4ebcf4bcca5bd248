// The email rule every form applies before anything goes to the server (sign-in, sign-up, the user and
// contact forms). One "@", something on both sides, a dot in the domain, no spaces: catches typos, not
// every RFC case; the server decides in the end.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value.trim());
}
