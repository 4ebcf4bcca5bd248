// The seeded contacts and tags in the viewer's language (Accept-Language: tr), and edits made in
// Turkish that keep the text they did not change. Shared set-up: contacts.test-kit.ts.
import { describe, expect, it } from 'vitest';
import type { ContactTag as Tag } from '../../generated/graphql.js';
import { contactsSuite, seeded, type Contact } from './contacts.test-kit.js';

const { t, tokens, rest, tags } = contactsSuite();

describe('seeded contacts in the viewer’s language (Accept-Language)', () => {
  const inTurkish = <T>(method: string, path: string, body?: unknown) =>
    t.http.request<T>(method, `api/apps/contacts/${path}`, {
      token: tokens.orgAdmin,
      body,
      headers: { 'accept-language': 'tr' },
    });

  it('reads job titles, notes, English-named institutions and tags in Turkish; names stay', async () => {
    const gizem = seeded('Gizem Yıldırım');
    const read = (await inTurkish<Contact>('GET', `contact?id=${gizem.id}`)).body;
    expect(read).toMatchObject({
      name: 'Gizem Yıldırım',
      title: 'Spor Psikoloğu',
      company: 'Denge Danışmanlık',
      notes: '<p>U14 ve U16 oyuncularıyla her ay maç günü heyecanı üzerine atölye çalışması yapıyor.</p>',
      address: 'Fenerbahçe Mahallesi, Fener Kalamış Caddesi 41, Kadıköy, İstanbul',
    });
    const baris = (await inTurkish<Contact[]>('GET', 'search?query=bar')).body.find(
      (contact) => contact.name === 'Barış Uçar',
    );
    expect(baris).toMatchObject({ title: 'Bölge Temsilcisi', company: 'Türkiye Futbol Federasyonu' });
    expect((await rest<Contact>('GET', `contact?id=${gizem.id}`, tokens.orgAdmin)).body.title).toBe(
      'Sports Psychologist',
    );
    const turkishTags = new Map(
      (await inTurkish<Tag[]>('GET', 'tags')).body.map((tag) => [tag.id, tag.title]),
    );
    const family = (await tags()).find((tag) => tag.title === 'Family');
    expect(turkishTags.get(family?.id ?? '')).toBe('Aile');
  });

  it('a contact saved whole in Turkish keeps the text it did not change, in both languages', async () => {
    const gizem = seeded('Gizem Yıldırım');
    const read = (await inTurkish<Contact>('GET', `contact?id=${gizem.id}`)).body;
    // The editor sends every field back; only the phone number and the job title were changed.
    const saved = await inTurkish<Contact>('PATCH', 'contact', {
      id: gizem.id,
      contact: {
        ...read,
        title: 'Sporcu Psikoloğu',
        phoneNumbers: [{ country: 'tr', phoneNumber: '532 740 52 62', label: 'Mobile' }],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ title: 'Sporcu Psikoloğu', notes: read.notes });
    const english = (await rest<Contact>('GET', `contact?id=${gizem.id}`, tokens.orgAdmin)).body;
    expect(english).toMatchObject({
      title: 'Sporcu Psikoloğu',
      company: 'Denge Danışmanlık',
      notes: '<p>Monthly workshop for U14 and U16 players on match-day nerves.</p>',
    });
  });

  it('renaming a contact tag as read keeps its translation', async () => {
    const family = (await tags()).find((tag) => tag.title === 'Family');
    const same = await inTurkish<Tag>('PATCH', 'tag', { id: family?.id, tag: { title: 'Aile' } });
    expect(same.body).toMatchObject({ id: family?.id, title: 'Aile' });
    expect((await tags()).find((tag) => tag.id === family?.id)?.title).toBe('Family');
  });
});
