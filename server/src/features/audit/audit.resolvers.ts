import type { Resolvers } from '../../generated/graphql.js';
import { localized } from '../../shared/localized-text.js';
import { selectsField as selects } from '../../shared/graphql-selection.js';

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
    // In the request's language: rows keep English in `summary` and Turkish in `translations`.
    summary: (entry, _args, ctx) => localized(entry, 'summary', ctx.language),
    before: (entry) => jsonText(entry.before),
    after: (entry) => jsonText(entry.after),
  },
};
