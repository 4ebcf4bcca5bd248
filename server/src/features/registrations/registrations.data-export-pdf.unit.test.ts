import { describe, expect, it } from 'vitest';
import { pdfValueText } from './registrations.data-export-pdf.js';

describe('the data hand-over PDF’s values', () => {
  it('reads the codes of closed lists as words of the reader’s language', () => {
    expect(pdfValueText('gender', 'female', 'tr')).toBe('Kız');
    expect(pdfValueText('gender', 'female', 'en')).toBe('Female');
    expect(pdfValueText('relationship', 'mother', 'tr')).toBe('Anne');
    expect(pdfValueText('attendance', 'present', 'tr')).toBe('Var');
    expect(pdfValueText('rsvp', 'not_going', 'en')).toBe('Not going');
    expect(pdfValueText('purpose', 'health_data', 'tr')).toBe('Sağlık verilerinin saklanması');
    // The athlete's and the registration's statuses share the field name; their codes differ.
    expect(pdfValueText('status', 'waitlist', 'en')).toBe('Waiting list');
    expect(pdfValueText('status', 'waitlisted', 'tr')).toBe('Bekleme listesinde');
  });

  it('shows everything else as held: names as typed, unknown codes as stored, dates in UTC', () => {
    // A name that happens to be a code of another field stays a name.
    expect(pdfValueText('firstName', 'male', 'tr')).toBe('male');
    expect(pdfValueText('gender', 'unknown', 'tr')).toBe('unknown');
    expect(pdfValueText('note', '', 'en')).toBe('—');
    expect(pdfValueText('legalGuardian', true, 'tr')).toBe('evet');
    expect(pdfValueText('grantedAt', new Date('2026-03-01T09:30:00Z'), 'en')).toBe('2026-03-01 09:30');
  });
});
