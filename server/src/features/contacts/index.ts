import { defineFeature, type Deps } from '../../shared/feature.js';
import type { TagsService } from '../tags/index.js';
import { ContactEntity } from './contact.entity.js';
import { contactsResolvers } from './contacts.resolvers.js';
import { contactsRestRows } from './contacts.rest.js';
import { contactsSearchProvider } from './contacts.search.js';
import { seedCountries, seedDemoContacts } from './contacts.seed.js';
import { ContactsService } from './contacts.service.js';
import { CountryEntity } from './country.entity.js';

export { ContactEntity } from './contact.entity.js';
export { demoContacts } from './contacts.seed.js';
export { CountryEntity } from './country.entity.js';

/** The organization's contact book and the countries reference list; contacts are searchable. */
export const contactsModule = defineFeature({
  name: 'contacts',
  entities: [CountryEntity, ContactEntity],
  resolvers: contactsResolvers,
  restRows: contactsRestRows,
  createService: ({ dataSource, tags, preparedStatements }: Deps<{ tags: TagsService }>) =>
    new ContactsService(dataSource, tags, { preparedStatements }),
  searchProviders: ({ contacts }: Deps<{ contacts: ContactsService }>) => [contactsSearchProvider(contacts)],
  seed: { reference: seedCountries, demo: seedDemoContacts, after: ['organizations'] },
});
