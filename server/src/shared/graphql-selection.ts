import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  type GraphQLResolveInfo,
  type SelectionNode,
} from 'graphql';

/** Whether `@include(if: …)` and `@skip(if: …)` keep a selection, with the request's variables. */
function included(selection: SelectionNode, variables: GraphQLResolveInfo['variableValues']): boolean {
  if (!selection.directives?.length) return true;
  if (getDirectiveValues(GraphQLSkipDirective, selection, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.if !== false;
}

/**
 * The names of the fields the query asks for under the resolved field (through fragments too), or,
 * with `under`, under that child field (`nodes` of a connection, `items` of a page). Lists read only
 * the columns behind these names. A selection left out by `@include`/`@skip` is not asked for.
 */
export function selectedFields(info: GraphQLResolveInfo, under?: string): Set<string> {
  const fields = new Set<string>();
  const visit = (selections: readonly SelectionNode[], inside: boolean) => {
    for (const selection of selections) {
      if (!included(selection, info.variableValues)) continue;
      if (selection.kind === Kind.FIELD) {
        if (inside) fields.add(selection.name.value);
        else if (selection.name.value === under && selection.selectionSet)
          visit(selection.selectionSet.selections, true);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet.selections, inside);
      } else {
        visit(info.fragments[selection.name.value]?.selectionSet.selections ?? [], inside);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet?.selections ?? [], under === undefined);
  return fields;
}

/** Whether the query asks for `name` directly under the resolved field (through fragments too). */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  return selectedFields(info).has(name);
}
