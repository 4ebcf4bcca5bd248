import type { DataSource } from 'typeorm';
import { CLIENT_PATHS, EXTERNAL_LINKS } from '../../shared/links.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { ShortcutEntity } from './shortcut.entity.js';

const DEMO_SHORTCUTS = [
  {
    label: 'Mailbox',
    description: 'Your messages',
    icon: 'heroicons_outline:envelope',
    link: CLIENT_PATHS.mailbox,
    useRouter: true,
  },
  {
    label: 'Calendar',
    description: 'Trainings and matches',
    icon: 'heroicons_outline:calendar-days',
    link: CLIENT_PATHS.events,
    useRouter: true,
  },
  {
    label: 'Tasks',
    description: 'What to do next',
    icon: 'heroicons_outline:check-circle',
    link: CLIENT_PATHS.tasks,
    useRouter: true,
  },
  {
    label: 'Contacts',
    description: 'People of the club',
    icon: 'heroicons_outline:user-group',
    link: CLIENT_PATHS.contacts,
    useRouter: true,
  },
  {
    label: 'Federation',
    description: 'Turkish Football Federation',
    icon: 'heroicons_outline:globe-alt',
    link: EXTERNAL_LINKS.federation,
    useRouter: false,
  },
];

/** Seeded shortcuts per demo persona; ids are seedId('shortcut', persona*100 + n). */
export function demoShortcuts() {
  return Object.values(DEMO_PERSONAS).flatMap((persona, personaIndex) =>
    DEMO_SHORTCUTS.map((shortcut, index) => ({
      ...shortcut,
      id: seedId('shortcut', (personaIndex + 1) * 100 + index + 1),
      userId: persona.id,
      position: index + 1,
    })),
  );
}

/** Inserts the demo shortcuts that are missing (fixed ids); existing ones stay as they are. */
export async function seedDemoShortcuts(dataSource: DataSource): Promise<void> {
  await dataSource
    .createQueryBuilder()
    .insert()
    .into(ShortcutEntity)
    .values(demoShortcuts())
    .orIgnore()
    .execute();
}
