import { isEmailAddress } from '../../../lib/validation/email-address';

/** The shortest part of a name the server searches guardians by (else a whole e-mail address). */
export const GUARDIAN_SEARCH_MIN = 3;

/**
 * Whether the server answers this search: a whole e-mail address, or at least three letters of a name
 * (anything else is refused: the organization's parents are searched, never listed).
 */
export function isGuardianSearch(text: string): boolean {
  return text.includes('@') ? isEmailAddress(text) : text.length >= GUARDIAN_SEARCH_MIN;
}
