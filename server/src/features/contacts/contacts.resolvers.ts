import type { Resolvers } from '../../generated/graphql.js';
import { selectedFields, selectsField as selects } from '../../shared/graphql-selection.js';
import { links } from '../../shared/links.js';
import { localized } from '../../shared/localized-text.js';
import { countryName, sortByCountryName } from './country-names.js';

export const contactsResolvers: Resolvers = {
  Query: {
    // The count is a statement of its own: only run when asked for.
    contacts: (_parent, args, ctx, info) =>
      ctx.services.contacts.page(ctx.viewer, args, {
        count: selects(info, 'totalCount'),
        // Only the columns behind the fields asked for are read (contacts.service.ts).
        fields: selectedFields(info, 'nodes'),
      }),
    contact: (_parent, { id }, ctx) => ctx.services.contacts.get(ctx.viewer, id),
    countries: async (_parent, _args, ctx) =>
      sortByCountryName(await ctx.services.contacts.countries(ctx.viewer), ctx.language),
    contactTags: (_parent, _args, ctx) => ctx.services.tags.list(ctx.viewer, 'contact'),
  },
  Mutation: {
    createContact: (_parent, _args, ctx) => ctx.services.contacts.create(ctx.viewer),
    updateContact: (_parent, { id, input }, ctx) =>
      ctx.services.contacts.update(ctx.viewer, id, input, ctx.language),
    deleteContact: (_parent, { id }, ctx) => ctx.services.contacts.remove(ctx.viewer, id),
    uploadContactAvatar: (_parent, { id, avatar }, ctx) =>
      ctx.services.contacts.uploadAvatar(ctx.viewer, id, avatar),
    createContactTag: (_parent, { title }, ctx) => ctx.services.tags.create(ctx.viewer, 'contact', title),
    updateContactTag: (_parent, { id, title }, ctx) =>
      ctx.services.tags.update(ctx.viewer, 'contact', id, title, ctx.language),
    deleteContactTag: (_parent, { id }, ctx) => ctx.services.tags.remove(ctx.viewer, 'contact', id),
  },
  // Human text in the request's language (shared/localized-text.ts).
  Contact: {
    title: (contact, _args, ctx) => localized(contact, 'title', ctx.language),
    company: (contact, _args, ctx) => localized(contact, 'company', ctx.language),
    notes: (contact, _args, ctx) => localized(contact, 'notes', ctx.language),
    tags: (contact) => contact.tagIds,
  },
  ContactTag: {
    title: (tag, _args, ctx) => localized(tag, 'title', ctx.language),
  },
  Country: {
    name: (country, _args, ctx) => countryName(country, ctx.language),
    flagImagePos: (country) => links.flagImage(country.iso),
  },
};
