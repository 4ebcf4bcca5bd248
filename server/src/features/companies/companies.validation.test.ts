import { describe, expect, it } from 'vitest';
import { DEMO_BRANCHES } from '../organizations/index.js';
import { DEMO_COMPANIES } from './companies.seed.js';
import { UNKNOWN, anadolu, companiesSuite, kartal, randomDigits, unique } from './companies.test-kit.js';
import { isValidVkn, vknFrom } from './tax-number.js';

// Validation of sponsor companies and sponsorships through the real GraphQL API (companies.validation.ts):
// the tax number (VKN) check digit, and what invalid input answers instead of a 500 — BAD_USER_INPUT with
// field errors, CONFLICT for a taken tax number or a second contact link, NOT_FOUND for unknown and
// malformed ids.

const { t, gql, query: sql, company, sponsorship } = companiesSuite();

describe('the tax number (VKN) check digit', () => {
  it('accepts valid numbers and refuses a wrong check digit', () => {
    expect(isValidVkn('4540536920')).toBe(true);
    expect(isValidVkn('4540536921')).toBe(false);
    expect(isValidVkn('454053692')).toBe(false);
    expect(isValidVkn('45405369a0')).toBe(false);
    for (const seed of Object.values(DEMO_COMPANIES)) expect(isValidVkn(seed.taxNumber!)).toBe(true);
  });
});

describe('validation answers BAD_USER_INPUT with field errors, never a 500', () => {
  const create = (input: Record<string, unknown>) =>
    gql('orgAdmin', 'mutation ($input: CompanyInput!) { createCompany(input: $input) { id } }', { input });
  const createSponsorship = (input: Record<string, unknown>) =>
    gql('orgAdmin', 'mutation ($input: SponsorshipInput!) { createSponsorship(input: $input) { id } }', {
      input,
    });

  it('checks company fields', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'name', 'required'],
      [{ name: '   ' }, 'name', 'required'],
      [{ name: 'x'.repeat(201) }, 'name', 'too_long'],
      [{ name: 'Bad VKN', taxNumber: '4540536921' }, 'taxNumber', 'invalid'],
      [{ name: 'Short VKN', taxNumber: '12345' }, 'taxNumber', 'invalid_format'],
      [{ name: 'Bad site', website: 'javascript:alert(1)' }, 'website', 'invalid_format'],
      [{ name: 'Bad logo', logo: '//evil.example/x.png' }, 'logo', 'invalid_format'],
      [{ name: 'Bad mail', email: 'not-an-address' }, 'email', 'invalid_format'],
      [{ name: 'Bad phone', phone: 'call me' }, 'phone', 'invalid_format'],
      [{ name: 'Bad org', organizationId: 'nope' }, 'organizationId', 'invalid_format'],
    ];
    for (const [input, field, code] of cases) {
      const answer = await create(input);
      const where = JSON.stringify(input).slice(0, 80);
      expect(answer.errors?.[0]?.extensions?.code, where).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fieldErrors?.[field], where).toBeTruthy();
      expect(answer.errors?.[0]?.extensions?.fieldErrorCodes?.[field], where).toBe(code);
    }
  });

  it('accepts a tax number typed with spaces and refuses a taken one with CONFLICT', async () => {
    const taxNumber = vknFrom(randomDigits(9));
    const spaced = `${taxNumber.slice(0, 3)} ${taxNumber.slice(3, 6)} ${taxNumber.slice(6)}`;
    const first = await create({ name: `Spaced ${unique()}`, taxNumber: spaced });
    expect(first.errors).toBeUndefined();
    const before = await sql<{ count: number }>('SELECT count(*)::int AS count FROM audit_log');
    const second = await create({ name: `Twin ${unique()}`, taxNumber });
    expect(second.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(second.errors?.[0]?.extensions?.fieldErrorCodes?.taxNumber).toBe('not_unique');
    // The same number in another organization is fine.
    const other = await gql(
      'otherOrgAdmin',
      'mutation ($input: CompanyInput!) { createCompany(input: $input) { id } }',
      {
        input: { name: `Ankara twin ${unique()}`, taxNumber },
      },
    );
    expect(other.errors).toBeUndefined();
    const after = await sql<{ count: number }>('SELECT count(*)::int AS count FROM audit_log');
    expect(after[0]!.count).toBe(before[0]!.count + 1);
  });

  it('checks sponsorship fields and references', async () => {
    const companyId = await company();
    const base = {
      companyId,
      scopeType: 'organization',
      scopeId: kartal,
      tier: 'gold',
      startsOn: '2026-01-01',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, companyId: undefined }, 'companyId'],
      [{ ...base, companyId: UNKNOWN }, 'companyId'],
      [{ ...base, companyId: await company(anadolu) }, 'companyId'],
      [{ ...base, companyId: await company(kartal, { archived: true }) }, 'companyId'],
      [{ ...base, scopeId: anadolu }, 'scopeId'],
      [{ ...base, scopeType: 'branch', scopeId: DEMO_BRANCHES.cankaya.id }, 'scopeId'],
      [{ ...base, scopeType: 'team', scopeId: UNKNOWN }, 'scopeId'],
      [{ ...base, scopeType: undefined }, 'scopeType'],
      [{ ...base, tier: undefined }, 'tier'],
      [{ ...base, amount: '-5' }, 'amount'],
      [{ ...base, amount: '12.345' }, 'amount'],
      [{ ...base, amount: '0' }, 'amount'],
      [{ ...base, currency: 'lira' }, 'currency'],
      [{ ...base, startsOn: '2026-02-30' }, 'startsOn'],
      [{ ...base, startsOn: undefined }, 'startsOn'],
      [{ ...base, endsOn: '2025-12-31' }, 'endsOn'],
      [{ ...base, notes: 'x'.repeat(2001) }, 'notes'],
    ];
    for (const [input, field] of cases) {
      const answer = await createSponsorship(input);
      const where = `${field}: ${JSON.stringify(input).slice(0, 120)}`;
      expect(answer.errors?.[0]?.extensions?.code, where).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fieldErrors?.[field], where).toBeTruthy();
    }
    const ok = await gql<{ createSponsorship: { currency: string; amount: string } }>(
      'orgAdmin',
      'mutation ($input: SponsorshipInput!) { createSponsorship(input: $input) { currency amount } }',
      { input: { ...base, amount: '1500', currency: 'eur' } },
    );
    expect(ok.data?.createSponsorship).toEqual({ currency: 'EUR', amount: '1500.00' });
  });

  it('keeps a sponsorship period ordered when one end changes', async () => {
    const id = await sponsorship(await company(), { type: 'organization', id: kartal });
    const answer = await gql(
      'orgAdmin',
      'mutation ($id: ID!) { updateSponsorship(id: $id, input: { startsOn: "2031-01-01" }) { id } }',
      { id },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.fieldErrors?.startsOn).toBeTruthy();
    const scopeAlone = await gql(
      'orgAdmin',
      'mutation ($id: ID!) { updateSponsorship(id: $id, input: { scopeType: branch }) { id } }',
      { id },
    );
    expect(scopeAlone.errors?.[0]?.extensions?.fieldErrors?.scopeId).toBeTruthy();
  });

  it('refuses a contact who is not a company user of the organization, and a second link', async () => {
    const companyId = await company();
    const regular = await t.factories.user({ organizationId: kartal, role: 'user' });
    const elsewhere = await t.factories.user({ organizationId: anadolu, role: 'company' });
    for (const userId of [regular.id, elsewhere.id, UNKNOWN, 'nope']) {
      const answer = await gql(
        'orgAdmin',
        'mutation ($c: ID!, $u: ID!) { addCompanyContact(companyId: $c, userId: $u) { id } }',
        {
          c: companyId,
          u: userId,
        },
      );
      expect(answer.errors?.[0]?.extensions?.code, userId).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fieldErrors?.userId, userId).toBeTruthy();
    }
    const user = await t.factories.user({ organizationId: kartal, role: 'company' });
    const add = 'mutation ($c: ID!, $u: ID!) { addCompanyContact(companyId: $c, userId: $u) { id } }';
    expect((await gql('orgAdmin', add, { c: companyId, u: user.id })).errors).toBeUndefined();
    const again = await gql('orgAdmin', add, { c: companyId, u: user.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const remove = 'mutation ($c: ID!, $u: ID!) { removeCompanyContact(companyId: $c, userId: $u) { id } }';
    expect(
      (await gql('orgAdmin', remove, { c: companyId, u: regular.id })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND for unknown and malformed ids', async () => {
    for (const id of [UNKNOWN, 'nope']) {
      for (const document of [
        'query ($id: ID!) { company(id: $id) { id } }',
        'query ($id: ID!) { sponsorship(id: $id) { id } }',
        'mutation ($id: ID!) { updateCompany(id: $id, input: { name: "x" }) { id } }',
        'mutation ($id: ID!) { archiveSponsorship(id: $id) { id } }',
      ]) {
        const answer = await gql('orgAdmin', document, { id });
        expect(answer.errors?.[0]?.extensions?.code, `${document} ${id}`).toBe('NOT_FOUND');
      }
    }
  });

  it('refuses a bad page request', async () => {
    for (const [document, field] of [
      ['{ companies(first: 0) { totalCount } }', 'first'],
      ['{ companies(first: 501) { totalCount } }', 'first'],
      ['{ companies(after: "garbage") { totalCount } }', 'after'],
      ['{ sponsorships(after: "garbage") { totalCount } }', 'after'],
      ['{ sponsorships(activeOn: "tomorrow") { totalCount } }', 'activeOn'],
      [`{ companies(query: "${'x'.repeat(201)}") { totalCount } }`, 'query'],
    ] as const) {
      const answer = await gql('orgAdmin', document);
      expect(answer.errors?.[0]?.extensions?.code, document).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fieldErrors?.[field], document).toBeTruthy();
    }
  });
});
