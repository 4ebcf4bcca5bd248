import { describe, expect, it } from 'vitest';
import { generatedDocumentName, inlineGraphQLDocuments, readGeneratedDocuments } from './inline-documents';
// The real generated module, as text, exactly as the Vite plugin reads it.
import generatedModule from '../../generated/graphql.ts?raw';
import { ShellDocument } from '../../generated/graphql';

describe('generatedDocumentName', () => {
  it('names operations and fragments as the client preset does', () => {
    expect(generatedDocumentName('\n  query Shell {\n me { id } }')).toBe('ShellDocument');
    expect(generatedDocumentName('mutation SignIn($input: SignInInput!) { x }')).toBe('SignInDocument');
    expect(generatedDocumentName('subscription MeUpdated { meUpdated { id } }')).toBe('MeUpdatedDocument');
    expect(generatedDocumentName('fragment UserCard on User { id }')).toBe('UserCardFragmentDoc');
    expect(generatedDocumentName('# why\nquery Shell { me { id } }')).toBe('ShellDocument');
  });

  it('cannot name an anonymous operation', () => {
    expect(generatedDocumentName('{ me { id } }')).toBeNull();
    expect(generatedDocumentName('query { me { id } }')).toBeNull();
  });
});

describe('inlineGraphQLDocuments', () => {
  const documents = readGeneratedDocuments(generatedModule);

  it('reads every document of the generated module', () => {
    expect(documents.size).toBeGreaterThanOrEqual(4);
    expect(JSON.parse(documents.get('ShellDocument') ?? '')).toEqual(ShellDocument);
  });

  it('puts each generated document in place of its call', () => {
    const source = [
      "import { graphql } from '../../generated';",
      'export const ShellDocument = graphql(`',
      '  query Shell {',
      '    me { id name email avatar status }',
      '  }',
      '`);',
    ].join('\n');
    const code = inlineGraphQLDocuments(source, documents) ?? '';
    expect(code).not.toContain('graphql(`');
    const inlined = /export const ShellDocument = \((.*)\);/.exec(code)?.[1] ?? '';
    expect(JSON.parse(inlined)).toEqual(ShellDocument);
  });

  it('handles operation variables and several calls in one file', () => {
    const source = [
      'const a = graphql(`mutation SignIn($input: SignInInput!) { signIn(input: $input) { accessToken } }`);',
      'const b = graphql(`query Shell { me { id } }`);',
    ].join('\n');
    const code = inlineGraphQLDocuments(source, documents) ?? '';
    expect(code).not.toContain('graphql(`');
    expect(code).toContain(`const a = (${documents.get('SignInDocument')});`);
    expect(code).toContain(`const b = (${documents.get('ShellDocument')});`);
  });

  it('leaves a template with substitutions to the runtime lookup', () => {
    expect(inlineGraphQLDocuments('graphql(`query Shell { ${fields} }`)', documents)).toBeNull();
  });

  it('leaves code without calls alone', () => {
    expect(inlineGraphQLDocuments('const graphqlClient = graphql;', documents)).toBeNull();
  });

  it('refuses anonymous and not yet generated operations', () => {
    expect(() => inlineGraphQLDocuments('graphql(`{ me { id } }`)', documents)).toThrow(/Cannot name/);
    expect(() => inlineGraphQLDocuments('graphql(`query Nowhere { me { id } }`)', documents)).toThrow(
      /NowhereDocument is not generated yet/,
    );
  });
});
