import type { DataSource } from 'typeorm';
import { AuthService, type AuthSettings } from '../features/auth/auth.service.js';
import { ChatService } from '../features/chat/chat.service.js';
import { contactsSearchProvider } from '../features/contacts/contacts.search.js';
import { ContactsService } from '../features/contacts/contacts.service.js';
import { InboxService } from '../features/inbox/inbox.service.js';
import { NavigationService } from '../features/navigation/navigation.service.js';
import { searchProviders } from '../features/search/search.providers.js';
import { SearchService } from '../features/search/search.service.js';
import { ShortcutsService } from '../features/shortcuts/shortcuts.service.js';
import { TagsService } from '../features/tags/tags.service.js';
import { tasksSearchProvider } from '../features/tasks/tasks.search.js';
import { TasksService } from '../features/tasks/tasks.service.js';
import { UserResourcesService } from '../features/user-resources/user-resources.service.js';
import { UsersAdminService } from '../features/users/users-admin.service.js';
import { UsersService } from '../features/users/users.service.js';
import type { Mailer } from '../shared/mail/mailer.js';
import type { PubSub } from '../shared/pubsub.js';

/** The services are stateless apart from their rate-limit counters: one set per process. */
export function createServices(options: {
  dataSource: DataSource;
  pubsub: PubSub;
  mailer: Mailer;
  auth: AuthSettings;
  preparedStatements?: boolean;
}) {
  // Named prepared statements for the hot reads on a real server (shared/db/statements.ts).
  const preparedStatements = options.preparedStatements ?? false;
  const users = new UsersService(options.dataSource, options.pubsub, { preparedStatements });
  const auth = new AuthService(options.dataSource, users, options.mailer, options.auth);
  const chat = new ChatService(options.dataSource, options.pubsub);
  const navigation = new NavigationService();
  const inbox = new InboxService(options.dataSource);
  const shortcuts = new ShortcutsService(options.dataSource);
  const tags = new TagsService(options.dataSource);
  const contacts = new ContactsService(options.dataSource, tags, { preparedStatements });
  const tasks = new TasksService(options.dataSource, tags, { preparedStatements });
  const search = new SearchService(
    searchProviders({
      pages: navigation,
      contacts: contactsSearchProvider(contacts),
      tasks: tasksSearchProvider(tasks),
    }),
  );
  const usersAdmin = new UsersAdminService(options.dataSource);
  const userResources = new UserResourcesService(options.dataSource);
  return {
    users,
    auth,
    chat,
    navigation,
    inbox,
    shortcuts,
    search,
    usersAdmin,
    userResources,
    tags,
    tasks,
    contacts,
  };
}

export type Services = ReturnType<typeof createServices>;
