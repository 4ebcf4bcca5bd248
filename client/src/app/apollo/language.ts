import type { ApolloClient } from '@apollo/client';
import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionNode } from 'graphql';
import type { i18n as I18n } from 'i18next';

// The server answers seeded text (demo notifications, messages, tasks, tags…) in the language each
// request names (Accept-Language, set by apollo-client.ts). When the person switches the language, what
// is on screen asks again, so it follows without a reload.

/** The root fields a query document reads (through fragments too). */
function rootFields(document: DocumentNode): string[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const names: string[] = [];
  const visit = (selections: readonly SelectionNode[]) => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet.selections);
      else visit(fragments.get(selection.name.value)?.selectionSet.selections ?? []);
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) visit(definition.selectionSet.selections);
  }
  return names;
}

/**
 * After a language switch: the queries on screen ask again, and what the cache holds for screens not
 * shown now (read in the other language) is dropped, so they ask again when they show. A query that
 * names its language in its variables (the menu, the top-bar search) asks again by itself when its
 * variables change.
 */
export function refetchForLanguage(client: ApolloClient): void {
  const active = [...client.getObservableQueries('active')];
  const shown = new Set(active.flatMap((query) => rootFields(query.query)));
  client.cache.modify({
    id: 'ROOT_QUERY',
    fields: (value, { fieldName, DELETE }) =>
      fieldName === '__typename' || shown.has(fieldName) ? value : DELETE,
  });
  client.cache.gc();
  for (const query of active) {
    if (query.variables && 'language' in query.variables) continue;
    // A failure shows through the query's own result; nothing to add here.
    query.refetch().catch(() => undefined);
  }
}

/** The interface language requests name (en or tr). */
export function requestLanguage(i18n: I18n): string {
  return i18n.resolvedLanguage ?? i18n.language;
}

/**
 * Refetches on every language switch. The first load of the translations reports the language the page
 * starts with: only a change refetches.
 */
export function followLanguage(client: ApolloClient, i18n: I18n): void {
  let shown = requestLanguage(i18n);
  i18n.on('languageChanged', () => {
    const language = requestLanguage(i18n);
    if (language === shown) return;
    shown = language;
    refetchForLanguage(client);
  });
}
