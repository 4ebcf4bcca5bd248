// Build-time rewrite of `graphql(\`query Shell { … }\`)` into the generated `ShellDocument` itself.
// At run time `graphql()` looks documents up in a map that holds every operation of the app, and the
// generated module is a single module, so whichever chunk uses one document would carry all of them.
// Inlining each document where it is used keeps the sign-in page's first load from growing with every
// operation the app gains. Pure string work, shared by the Vite plugin and its tests.

/** `graphql(` followed by one template literal without substitutions, as the client preset requires. */
const GRAPHQL_CALL = /\bgraphql\(\s*`(?:[^`\\$]|\\.|\$(?!\{))*`\s*\)/g;
const DEFINITION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/;
const GENERATED_DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** The export the client preset generates for a document: ShellDocument, or UserCardFragmentDoc. */
export function generatedDocumentName(source: string): string | null {
  const match = DEFINITION.exec(source);
  if (!match?.[1] || !match[2]) return null;
  return match[1] === 'fragment' ? `${match[2]}FragmentDoc` : `${match[2]}Document`;
}

/** The documents of the generated `graphql.ts`: export name → the document's JSON text. */
export function readGeneratedDocuments(generatedModule: string): Map<string, string> {
  return new Map(
    [...generatedModule.matchAll(GENERATED_DOCUMENT)].map((match) => [match[1] ?? '', match[2] ?? '']),
  );
}

/**
 * Replaces every `graphql(\`…\`)` call with its generated document. Answers null when the code has no
 * such call; throws when a document is anonymous or not generated yet.
 */
export function inlineGraphQLDocuments(code: string, documents: Map<string, string>): string | null {
  let found = false;
  const rewritten = code.replace(GRAPHQL_CALL, (call) => {
    const name = generatedDocumentName(call.slice(call.indexOf('`') + 1));
    if (!name) throw new Error(`Cannot name the GraphQL document in ${call.slice(0, 80)}`);
    const document = documents.get(name);
    if (!document) throw new Error(`${name} is not generated yet: run npm run codegen`);
    found = true;
    return `(${document})`;
  });
  return found ? rewritten : null;
}
