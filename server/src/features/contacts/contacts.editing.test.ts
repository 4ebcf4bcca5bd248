// The contact book's changes over REST (api/apps/contacts): creating a contact, patching it (merging,
// echoing it back whole, birthdays, notes, validation), deleting it, and uploading its avatar. Shared
// set-up: contacts.test-kit.ts.
import { describe, expect, it } from 'vitest';
import type { RestErrorBody as ErrorBody } from '../../app/rest.js';
import {
  contactsSuite,
  dataUrl,
  seeded,
  tinyJpeg,
  tinyPng,
  tinyWebp,
  UNKNOWN,
  type Contact,
} from './contacts.test-kit.js';

const { tokens, rest, all, tags, createContact, patch } = contactsSuite();

async function upload(id: string, avatar: string, token = tokens.orgAdmin) {
  return rest<Contact & ErrorBody>('POST', 'avatar', token, { id, avatar });
}

describe('REST api/apps/contacts', () => {
  it('POST contact: a new empty contact named New Contact', async () => {
    const before = await all();
    const created = await createContact();
    expect(created).toEqual({
      id: expect.any(String),
      name: 'New Contact',
      avatar: null,
      background: null,
      emails: [],
      phoneNumbers: [],
      title: null,
      company: null,
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    });
    const after = await all();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((contact) => contact.id === created.id)).toEqual(created);
    expect((await all(tokens.otherOrgAdmin)).some((contact) => contact.id === created.id)).toBe(false);
    await rest('DELETE', `contact?id=${created.id}`, tokens.orgAdmin);
  });

  it('PATCH contact: merges the given fields, keeps the others; lists replace; nulls clear', async () => {
    const created = await createContact();
    const [work, friend] = await tags();
    const full = {
      name: '  Selim Aras  ',
      title: 'U10 Coach',
      company: 'Kartal',
      emails: [
        { email: 'selim@kartal.example', label: 'Work' },
        { email: 'selim@example.com', label: null },
      ],
      phoneNumbers: [{ country: 'TR', phoneNumber: '532 000 11 22', label: 'Mobile' }],
      birthday: '1990-01-01',
      address: 'Moda, Kadıköy',
      notes: '<p>Hello <strong>there</strong></p>',
      tags: [work?.id, friend?.id, work?.id],
      background: '/images/cards/03-320x200.svg',
    };
    const response = await patch(created.id, full);
    expect(response.status).toBe(200);
    const merged = {
      ...created,
      ...full,
      name: 'Selim Aras',
      phoneNumbers: [{ country: 'tr', phoneNumber: '532 000 11 22', label: 'Mobile' }],
      tags: [work?.id, friend?.id],
    };
    expect(response.body).toEqual(merged);

    // Only the title: every other field stays.
    const small = await patch(created.id, { title: 'Head Coach' });
    expect(small.body).toEqual({ ...merged, title: 'Head Coach' });
    // Null and blank clear nullable fields; an empty list clears a list.
    const cleared = await patch(created.id, { title: null, company: '  ', emails: [], birthday: null });
    expect(cleared.body).toEqual({ ...merged, title: null, company: null, emails: [], birthday: null });
    // An empty patch changes nothing.
    expect((await patch(created.id, {})).body).toEqual(cleared.body);
    expect((await rest('GET', `contact?id=${created.id}`, tokens.orgAdmin)).body).toEqual(cleared.body);
    await rest('DELETE', `contact?id=${created.id}`, tokens.orgAdmin);
  });

  it('PATCH contact: the whole contact as read can be sent back, seeded avatar path included', async () => {
    const target = seeded('Ahmet Yılmaz');
    const read = (await rest<Contact>('GET', `contact?id=${target.id}`, tokens.orgAdmin)).body;
    const echoed = {
      ...read,
      title: 'U13 Football Coach',
      emails: read.emails.map((email) => ({ ...email, extra: 'ignored' })),
    };
    const response = await patch(target.id, echoed);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...read, title: 'U13 Football Coach' });

    // A path that is not the current avatar is refused, and nothing changes.
    const other = await patch(target.id, { avatar: '/images/avatars/female-01.svg', title: 'X' });
    expect(other.status).toBe(400);
    expect(other.body.fieldErrors).toEqual({ avatar: 'Avatar must be a PNG, JPEG or WebP image' });
    expect((await rest('GET', `contact?id=${target.id}`, tokens.orgAdmin)).body).toEqual(response.body);
    await patch(target.id, { title: read.title });
  });

  it('PATCH contact: a birthday is a plain date, never shifted by time zones', async () => {
    const created = await createContact();
    for (const birthday of ['2000-01-01', '1999-12-31', '1900-01-01', '2012-02-29']) {
      const response = await patch(created.id, { birthday });
      expect(response.body.birthday).toBe(birthday);
      const read = await rest<Contact>('GET', `contact?id=${created.id}`, tokens.orgAdmin);
      expect(read.body.birthday).toBe(birthday);
      expect((await all()).find((contact) => contact.id === created.id)?.birthday).toBe(birthday);
    }
    const today = new Date().toISOString().slice(0, 10);
    expect((await patch(created.id, { birthday: today })).status).toBe(200);
    await rest('DELETE', `contact?id=${created.id}`, tokens.orgAdmin);
  });

  it('PATCH contact: notes are sanitised', async () => {
    const created = await createContact();
    const response = await patch(created.id, {
      notes: '<p onclick="steal()">Call <a href="javascript:alert(1)">him</a></p><script>alert(1)</script>',
    });
    expect(response.status).toBe(200);
    expect(response.body.notes).not.toContain('<script');
    expect(response.body.notes).not.toContain('alert');
    expect(response.body.notes).not.toContain('onclick');
    expect(response.body.notes).toContain('Call');
    expect((await patch(created.id, { notes: '<p> </p>' })).body.notes).toBeNull();
    await rest('DELETE', `contact?id=${created.id}`, tokens.orgAdmin);
  });

  it('PATCH contact: invalid input answers fieldErrors naming the field path and changes nothing', async () => {
    const target = seeded('Emre Aydın');
    const before = (await rest<Contact>('GET', `contact?id=${target.id}`, tokens.orgAdmin)).body;
    const anadoluTag = (await tags(tokens.otherOrgAdmin))[0]?.id;
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const email = (address: unknown, label: unknown = null) => ({ email: address, label });
    const phone = (country: unknown, phoneNumber: unknown, label: unknown = null) => ({
      country,
      phoneNumber,
      label,
    });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: null }, { name: 'Name is required' }],
      [{ name: '   ' }, { name: 'Name is required' }],
      [{ name: 'x'.repeat(201) }, { name: 'Name must be at most 200 characters' }],
      [
        { emails: [email('ok@example.com'), email('not-an-address')] },
        { 'emails.1.email': 'Enter a valid email address' },
      ],
      [{ emails: [email(null)] }, { 'emails.0.email': 'Email is required' }],
      [
        { emails: [email('ok@example.com', 'Office')] },
        { 'emails.0.label': 'Label must be Personal, Mobile, Work or Home' },
      ],
      [
        { emails: Array.from({ length: 21 }, (_, i) => email(`a${i}@example.com`)) },
        { emails: 'At most 20 email addresses' },
      ],
      [
        { phoneNumbers: [phone('xx', '532 000 00 00')] },
        { 'phoneNumbers.0.country': 'Choose a known country' },
      ],
      [{ phoneNumbers: [phone(null, '532 000 00 00')] }, { 'phoneNumbers.0.country': 'Country is required' }],
      [
        { phoneNumbers: [phone('tr', '532 000 00 00'), phone('tr', 'call me')] },
        { 'phoneNumbers.1.phoneNumber': 'Phone number must be 3 to 30 digits, spaces, brackets or hyphens' },
      ],
      [
        { phoneNumbers: [phone('tr', '532', 'Fax')] },
        { 'phoneNumbers.0.label': 'Label must be Personal, Mobile, Work or Home' },
      ],
      [{ birthday: future }, { birthday: 'Birthday must be between 1900-01-01 and today' }],
      [{ birthday: '1899-12-31' }, { birthday: 'Birthday must be between 1900-01-01 and today' }],
      [{ birthday: '2021-02-29' }, { birthday: 'Birthday must be a date (YYYY-MM-DD)' }],
      [{ birthday: '12/03/1990' }, { birthday: 'Birthday must be a date (YYYY-MM-DD)' }],
      [{ title: 'x'.repeat(201) }, { title: 'Title must be at most 200 characters' }],
      [{ company: 'x'.repeat(201) }, { company: 'Company must be at most 200 characters' }],
      [{ address: 'x'.repeat(1001) }, { address: 'Address must be at most 1000 characters' }],
      [{ notes: 'x'.repeat(20001) }, { notes: 'Notes must be at most 20000 characters' }],
      [
        { background: 'https://evil.example/x.png' },
        { background: 'Background must be a path starting with /' },
      ],
      [{ background: '//evil.example/x.png' }, { background: 'Background must be a path starting with /' }],
      [
        { avatar: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
        { avatar: 'Avatar must be a PNG, JPEG or WebP image' },
      ],
      [{ tags: [UNKNOWN] }, { tags: 'Some tags do not exist' }],
      [{ tags: ['not-a-uuid'] }, { tags: 'Some tags do not exist' }],
      [{ tags: [anadoluTag] }, { tags: 'Some tags do not exist' }],
      // Refused at the edge for every request (app/input-guard.ts), named by its place in the body.
      [{ title: 'a\u0000b' }, { 'contact.title': 'Text must not contain the NUL character (\\u0000).' }],
      [
        { name: '', birthday: 'soon', emails: [email('bad')] },
        {
          name: 'Name is required',
          birthday: 'Birthday must be a date (YYYY-MM-DD)',
          'emails.0.email': 'Enter a valid email address',
        },
      ],
    ];
    for (const [contact, fieldErrors] of cases) {
      const response = await patch(target.id, contact);
      expect(response.status, JSON.stringify(contact).slice(0, 80)).toBe(400);
      expect(response.body.code).toBe('BAD_USER_INPUT');
      expect(response.body.fieldErrors).toEqual(fieldErrors);
    }
    expect((await rest('GET', `contact?id=${target.id}`, tokens.orgAdmin)).body).toEqual(before);

    const noId = await rest<ErrorBody>('PATCH', 'contact', tokens.orgAdmin, { contact: { name: 'x' } });
    expect(noId.status).toBe(400);
    expect(noId.body).toEqual({ code: 'BAD_REQUEST', message: 'id is required.' });
    const notObject = await rest<ErrorBody>('PATCH', 'contact', tokens.orgAdmin, [1]);
    expect(notObject.status).toBe(400);
    for (const id of ['nope', UNKNOWN]) {
      const response = await patch(id, { name: 'Ghost' });
      expect(response.status).toBe(404);
    }
  });

  it('DELETE contact: answers true and the contact is gone; again, malformed or missing id fail', async () => {
    const created = await createContact();
    const response = await rest('DELETE', `contact?id=${created.id}`, tokens.orgAdmin);
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    expect((await all()).some((contact) => contact.id === created.id)).toBe(false);
    for (const id of [created.id, 'nope']) {
      const again = await rest<ErrorBody>('DELETE', `contact?id=${id}`, tokens.orgAdmin);
      expect(again.status).toBe(404);
      expect(again.body.code).toBe('NOT_FOUND');
    }
    const missing = await rest<ErrorBody>('DELETE', 'contact', tokens.orgAdmin);
    expect(missing.status).toBe(400);
  });

  it('POST avatar: PNG, JPEG and WebP are stored as data URLs; the type is checked by content', async () => {
    const created = await createContact();
    for (const [type, bytes] of [
      ['image/png', tinyPng()],
      ['image/jpeg', tinyJpeg()],
      ['image/webp', tinyWebp()],
    ] as const) {
      const response = await upload(created.id, dataUrl(type, bytes));
      expect(response.status, type).toBe(200);
      expect(response.body.avatar).toBe(dataUrl(type, bytes));
      expect((await rest<Contact>('GET', `contact?id=${created.id}`, tokens.orgAdmin)).body.avatar).toBe(
        dataUrl(type, bytes),
      );
    }
    // The declared type is normalised; the content is what counts.
    const upper = await upload(created.id, dataUrl('IMAGE/PNG', tinyPng()));
    expect(upper.body.avatar).toBe(dataUrl('image/png', tinyPng()));

    const typeMessage = { avatar: 'Avatar must be a PNG, JPEG or WebP image' };
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const refused: [string, Record<string, string>][] = [
      [dataUrl('image/gif', gif), typeMessage],
      [dataUrl('image/png', tinyJpeg()), typeMessage],
      [dataUrl('image/jpeg', tinyPng()), typeMessage],
      [dataUrl('image/webp', Buffer.from('RIFF\x00\x00\x00\x00WAVE', 'latin1')), typeMessage],
      [dataUrl('image/png', Buffer.from('hello')), typeMessage],
      ['data:image/png,not-base64', typeMessage],
      ['data:image/png;base64,@@@@', typeMessage],
      ['https://example.com/me.png', typeMessage],
      ['', typeMessage],
      [
        dataUrl('image/png', Buffer.concat([tinyPng(), Buffer.alloc(1_000_001 - tinyPng().length)])),
        { avatar: 'Avatar must be at most 1 MB' },
      ],
    ];
    for (const [avatar, fieldErrors] of refused) {
      const response = await upload(created.id, avatar);
      expect(response.status, avatar.slice(0, 40)).toBe(400);
      expect(response.body.code).toBe('BAD_USER_INPUT');
      expect(response.body.fieldErrors).toEqual(fieldErrors);
    }
    expect((await rest<Contact>('GET', `contact?id=${created.id}`, tokens.orgAdmin)).body.avatar).toBe(
      dataUrl('image/png', tinyPng()),
    );

    // Exactly 1 MB is accepted; then the avatar is removed with null.
    const limit = Buffer.concat([tinyPng(), Buffer.alloc(1_000_000 - tinyPng().length)]);
    expect((await upload(created.id, dataUrl('image/png', limit))).status).toBe(200);
    expect((await patch(created.id, { avatar: null })).body.avatar).toBeNull();
    // A patch may carry a data URL too, checked the same way.
    expect((await patch(created.id, { avatar: dataUrl('image/webp', tinyWebp()) })).body.avatar).toBe(
      dataUrl('image/webp', tinyWebp()),
    );
    expect((await patch(created.id, { avatar: dataUrl('image/gif', gif) })).body.fieldErrors).toEqual(
      typeMessage,
    );

    const missing = await rest<ErrorBody>('POST', 'avatar', tokens.orgAdmin, { id: created.id });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('BAD_REQUEST');
    const noId = await rest<ErrorBody>('POST', 'avatar', tokens.orgAdmin, {
      avatar: dataUrl('image/png', tinyPng()),
    });
    expect(noId.status).toBe(400);
    for (const id of ['nope', UNKNOWN]) {
      expect((await upload(id, dataUrl('image/png', tinyPng()))).status).toBe(404);
    }
    await rest('DELETE', `contact?id=${created.id}`, tokens.orgAdmin);
  });
});
