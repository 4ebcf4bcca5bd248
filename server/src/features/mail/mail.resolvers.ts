import type { Resolvers } from '../../generated/graphql.js';
import type { MailNode } from './mail.sql.js';

// One service call per field (mail.service.ts and its siblings); the service answers the contract's shapes.
export const mailResolvers: Resolvers = {
  Query: {
    mailFolders: (_parent, _args, ctx) => ctx.services.mail.reads.folders(ctx.viewer, ctx.language),
    mailFilters: (_parent, _args, ctx) => ctx.services.mail.reads.filters(ctx.viewer, ctx.language),
    mailLabels: (_parent, _args, ctx) => ctx.services.mail.labels.list(ctx.viewer),
    mailSettings: (_parent, _args, ctx) => ctx.services.mail.labels.settings(ctx.viewer),
    mails: (_parent, args, ctx) => ctx.services.mail.reads.list(ctx.viewer, args),
    mailPage: (_parent, args, ctx) => ctx.services.mail.reads.page(ctx.viewer, args),
    mail: (_parent, { id }, ctx) => ctx.services.mail.reads.get(ctx.viewer, id),
    mailRecipients: (_parent, { query }, ctx) => ctx.services.mail.reads.recipients(ctx.viewer, query),
  },
  Mutation: {
    sendMail: (_parent, { input, draftId }, ctx) =>
      ctx.services.mail.sending.send(ctx.viewer, input, draftId),
    saveDraft: (_parent, { id, input }, ctx) => ctx.services.mail.sending.saveDraft(ctx.viewer, id, input),
    moveMails: (_parent, { ids, folder }, ctx) => ctx.services.mail.changes.move(ctx.viewer, ids, folder),
    setMailFlags: (_parent, { ids, flags }, ctx) =>
      ctx.services.mail.changes.setFlags(ctx.viewer, ids, flags),
    labelMails: (_parent, { ids, labelId, on }, ctx) =>
      ctx.services.mail.changes.label(ctx.viewer, ids, labelId, on),
    updateMail: (_parent, { id, input }, ctx) => ctx.services.mail.changes.updateOne(ctx.viewer, id, input),
    deleteMails: (_parent, { ids }, ctx) => ctx.services.mail.changes.remove(ctx.viewer, ids),
    createMailLabel: (_parent, { input }, ctx) => ctx.services.mail.labels.create(ctx.viewer, input),
    updateMailLabel: (_parent, { id, input }, ctx) => ctx.services.mail.labels.update(ctx.viewer, id, input),
    deleteMailLabel: (_parent, { id }, ctx) => ctx.services.mail.labels.remove(ctx.viewer, id),
    updateMailSettings: (_parent, { input }, ctx) =>
      ctx.services.mail.labels.updateSettings(ctx.viewer, input),
  },
  Subscription: {
    mailReceived: {
      subscribe: (_parent, _args, ctx) => ctx.services.mail.delivery.watch(ctx.viewer),
      resolve: (mail: MailNode) => mail,
    },
  },
};
