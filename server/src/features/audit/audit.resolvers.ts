import { Kind, type GraphQLResolveInfo, type SelectionNode } from 'graphql';
import type { Resolvers } from '../../generated/graphql.js';

/** Whether the query asks for `name` directly under this field (through fragments too). */
function selects(info: GraphQLResolveInfo, name: string): boolean {
  const visit = (selections: readonly SelectionNode[]): boolean =>
    selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet.selections);
      return visit(info.fragments[selection.name.value]?.selectionSet.selections ?? []);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet?.selections ?? []));
}

const jsonText = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export const auditResolvers: Resolvers = {
  Query: {
    // The count is a statement of its own: only run when asked for.
    auditLog: (_parent, args, ctx, info) =>
      ctx.services.audit.page(ctx.viewer, args, { count: selects(info, 'totalCount') }),
    auditLogEntry: (_parent, { id }, ctx) => ctx.services.audit.get(ctx.viewer, id),
  },
  AuditLogEntry: {
    actor: (entry, _args, ctx) => (entry.actorUserId ? ctx.loaders.userById.load(entry.actorUserId) : null),
    before: (entry) => jsonText(entry.before),
    after: (entry) => jsonText(entry.after),
  },
};
