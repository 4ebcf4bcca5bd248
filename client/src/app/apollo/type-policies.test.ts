import { describe, expect, it } from 'vitest';
import { defineFeature } from '../../lib/feature';
import { loadTypePolicies, mergeTypePolicies } from './type-policies';

const read = () => null;

describe('mergeTypePolicies', () => {
  it('merges the fields of one type from several features', () => {
    expect(
      mergeTypePolicies([
        { SearchGroup: { keyFields: false } },
        { Query: { fields: { contacts: { read } } } },
        { Query: { fields: { tasks: { read } } }, Task: { keyFields: ['id'] } },
      ]),
    ).toEqual({
      SearchGroup: { keyFields: false },
      Query: { fields: { contacts: { read }, tasks: { read } } },
      Task: { keyFields: ['id'] },
    });
  });

  it('refuses a field or an option set twice', () => {
    expect(() =>
      mergeTypePolicies([
        { Query: { fields: { contacts: { read } } } },
        { Query: { fields: { contacts: { read } } } },
      ]),
    ).toThrow(/Query\.contacts/);
    expect(() =>
      mergeTypePolicies([{ Task: { keyFields: ['id'] } }, { Task: { keyFields: false } }]),
    ).toThrow(/Task\.keyFields/);
  });
});

describe('loadTypePolicies', () => {
  it('loads each feature’s policies beside the app’s own', async () => {
    const policies = await loadTypePolicies([
      defineFeature({
        name: 'a',
        typePolicies: () => Promise.resolve({ Query: { fields: { a: { read } } } }),
      }),
      defineFeature({ name: 'b' }),
    ]);
    expect(policies).toEqual({ SearchGroup: { keyFields: false }, Query: { fields: { a: { read } } } });
  });
});
