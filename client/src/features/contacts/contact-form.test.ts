import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { fieldErrorCodesOf } from '../../lib/apollo/field-error-codes';
import {
  contactFieldOrder,
  contactFormChanged,
  contactFormValues,
  contactPatch,
  contactServerProblems,
  emptyEmailRow,
  emptyPhoneRow,
  isCalendarDate,
  validateContactForm,
  type ContactFormValues,
} from './contact-form';

const CONTACT = {
  name: 'Ahmet Yılmaz',
  title: 'Coach',
  company: null,
  emails: [{ email: 'ahmet@kartal.example', label: 'Work' }],
  phoneNumbers: [{ country: 'tr', phoneNumber: '532 412 18 90', label: null }],
  birthday: '1984-03-12',
  address: null,
  notes: '<p>UEFA B licence</p>',
  tags: ['t1'],
};

const values = (changes: Partial<ContactFormValues> = {}) => ({ ...contactFormValues(CONTACT), ...changes });

describe('contact form', () => {
  it('starts from the contact, nulls as empty fields', () => {
    const start = contactFormValues(CONTACT);
    expect(start.company).toBe('');
    expect(start.emails[0]).toMatchObject({ email: 'ahmet@kartal.example', label: 'Work' });
    expect(start.phoneNumbers[0]?.label).toBe('');
    expect(validateContactForm(start, '2026-01-01')).toEqual({});
  });

  it('names every problem by its field path', () => {
    const problems = validateContactForm(
      values({
        name: '  ',
        title: 'x'.repeat(201),
        emails: [{ ...emptyEmailRow(), email: 'ahmet@' }, emptyEmailRow()],
        phoneNumbers: [emptyPhoneRow(), { ...emptyPhoneRow('tr'), phoneNumber: 'call me' }],
        birthday: '2030-01-01',
      }),
      '2026-01-01',
    );
    expect(problems).toEqual({
      name: 'nameRequired',
      title: 'titleTooLong',
      'emails.0.email': 'emailInvalid',
      'emails.1.email': 'emailRequired',
      'phoneNumbers.0.country': 'countryRequired',
      'phoneNumbers.0.phoneNumber': 'phoneRequired',
      'phoneNumbers.1.phoneNumber': 'phoneInvalid',
      birthday: 'birthdayInFuture',
    });
  });

  it('checks birthdays as real dates from 1900 on', () => {
    expect(isCalendarDate('1990-02-29')).toBe(false);
    expect(isCalendarDate('1992-02-29')).toBe(true);
    expect(validateContactForm(values({ birthday: '1899-12-31' }), '2026-01-01').birthday).toBe(
      'birthdayTooEarly',
    );
    expect(validateContactForm(values({ birthday: '31.12.1990' }), '2026-01-01').birthday).toBe(
      'birthdayInvalid',
    );
  });

  it('lists the fields in the order the form shows them', () => {
    expect(contactFieldOrder(values())).toEqual([
      'name',
      'title',
      'company',
      'emails.0.email',
      'phoneNumbers.0.country',
      'phoneNumbers.0.phoneNumber',
      'birthday',
      'address',
      'notes',
    ]);
  });

  it('sends trimmed values, blanks and empty notes as null, labels as null when not chosen', () => {
    const patch = contactPatch(
      values({ name: ' Ahmet  ', address: '  ', notes: '<p><br></p>', company: ' Kartal ' }),
    );
    expect(patch).toMatchObject({
      name: 'Ahmet',
      company: 'Kartal',
      address: null,
      notes: null,
      birthday: '1984-03-12',
      emails: [{ email: 'ahmet@kartal.example', label: 'Work' }],
      phoneNumbers: [{ country: 'tr', phoneNumber: '532 412 18 90', label: null }],
      tags: ['t1'],
    });
  });

  it('knows whether anything changed, whatever the row keys', () => {
    const start = contactFormValues(CONTACT);
    expect(contactFormChanged(start, contactFormValues(CONTACT))).toBe(false);
    expect(contactFormChanged(start, { ...start, title: 'Head coach' })).toBe(true);
    expect(contactFormChanged(start, { ...start, tags: [] })).toBe(true);
  });

  it("maps the server's field codes to the form's problems, never its English text", () => {
    expect(
      contactServerProblems({
        name: 'required',
        title: 'too_long',
        'emails.0.email': 'required',
        'emails.1.email': 'invalid_format',
        'phoneNumbers.0.country': 'invalid',
        'phoneNumbers.0.phoneNumber': 'invalid_format',
        'phoneNumbers.1.phoneNumber': 'required',
        birthday: 'invalid',
        address: 'too_long',
        notes: 'too_long',
        tags: 'invalid',
      }),
    ).toEqual({
      name: 'nameRequired',
      title: 'titleTooLong',
      'emails.0.email': 'emailRequired',
      'emails.1.email': 'emailInvalid',
      'phoneNumbers.0.country': 'countryRequired',
      'phoneNumbers.0.phoneNumber': 'phoneInvalid',
      'phoneNumbers.1.phoneNumber': 'phoneRequired',
      birthday: 'birthdayInvalid',
      address: 'addressTooLong',
      notes: 'notesTooLong',
      tags: 'invalid',
    });
    // A code the field has no problem for reads as the field's general one, or `invalid`.
    expect(contactServerProblems({ name: 'too_long', company: 'not_unique', emails: 'too_many' })).toEqual({
      name: 'nameTooLong',
      company: 'invalid',
      emails: 'invalid',
    });
    expect(contactServerProblems(undefined)).toEqual({});
  });

  it('reads the codes from the BAD_USER_INPUT error, an unknown or missing code as invalid', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Invalid input: name, address, birthday',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: {
              name: 'Name is required',
              address: 'Address must be at most 1000 characters',
              birthday: 'Birthday must be between 1900-01-01 and today',
            },
            fieldErrorCodes: { name: 'required', address: 'too_long', birthday: 'someday_maybe' },
          },
        },
      ],
    });
    expect(contactServerProblems(fieldErrorCodesOf(error))).toEqual({
      name: 'nameRequired',
      address: 'addressTooLong',
      birthday: 'birthdayInvalid',
    });
    const forbidden = new CombinedGraphQLErrors({
      errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }],
    });
    expect(fieldErrorCodesOf(forbidden)).toEqual({});
  });
});
