import type { DataSource } from 'typeorm';
import { CLIENT_PATHS, EXTERNAL_LINKS } from '../../shared/links.js';
import type { RoleKey } from '../../shared/auth/roles.js';
import { ADMIN_ROLES } from '../../shared/auth/staff.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { ShortcutEntity } from './shortcut.entity.js';

const DEMO_SHORTCUTS = [
  {
    label: 'Mailbox',
    description: 'Your messages',
    translations: { tr: { label: 'Posta kutusu', description: 'Mesajlarınız' } },
    icon: 'heroicons_outline:envelope',
    link: CLIENT_PATHS.mailbox,
    useRouter: true,
  },
  {
    label: 'Calendar',
    description: 'Trainings and matches',
    translations: { tr: { label: 'Takvim', description: 'Antrenmanlar ve maçlar' } },
    icon: 'heroicons_outline:calendar-days',
    link: CLIENT_PATHS.events,
    useRouter: true,
  },
  {
    label: 'Tasks',
    description: 'What to do next',
    translations: { tr: { label: 'Görevler', description: 'Sıradaki işler' } },
    icon: 'heroicons_outline:check-circle',
    link: CLIENT_PATHS.tasks,
    useRouter: true,
    staffOnly: true,
  },
  {
    label: 'Contacts',
    description: 'People of the club',
    translations: { tr: { label: 'Kişiler', description: 'Kulübün insanları' } },
    icon: 'heroicons_outline:user-group',
    link: CLIENT_PATHS.contacts,
    useRouter: true,
    staffOnly: true,
  },
  {
    label: 'Federation',
    description: 'Turkish Football Federation',
    translations: { tr: { label: 'Federasyon', description: 'Türkiye Futbol Federasyonu' } },
    icon: 'heroicons_outline:globe-alt',
    link: EXTERNAL_LINKS.federation,
    useRouter: false,
  },
];

const isStaffPersona = (role: RoleKey) => (ADMIN_ROLES as readonly RoleKey[]).includes(role);

/**
 * Seeded shortcuts per demo persona; ids are seedId('shortcut', persona*100 + n). The staff work apps
 * (tasks, contacts) are offered only to staff, as the menu does (shared/auth/staff.ts).
 */
function seededShortcuts() {
  return Object.values(DEMO_PERSONAS).flatMap((persona, personaIndex) => {
    let position = 0;
    return DEMO_SHORTCUTS.map(({ staffOnly, ...shortcut }, index) => {
      const id = seedId('shortcut', (personaIndex + 1) * 100 + index + 1);
      const offered = !staffOnly || isStaffPersona(persona.role);
      return { offered, row: { ...shortcut, id, userId: persona.id, position: offered ? ++position : 0 } };
    });
  });
}

export function demoShortcuts() {
  return seededShortcuts()
    .filter((entry) => entry.offered)
    .map((entry) => entry.row);
}

/**
 * Inserts the demo shortcuts that are missing (fixed ids); existing ones stay as they are, but a seeded
 * shortcut to an app the persona may not use (from an older seed) is taken away.
 */
export async function seedDemoShortcuts(dataSource: DataSource): Promise<void> {
  const withdrawn = seededShortcuts()
    .filter((entry) => !entry.offered)
    .map((entry) => entry.row.id);
  if (withdrawn.length > 0) await dataSource.getRepository(ShortcutEntity).delete(withdrawn);
  await dataSource
    .createQueryBuilder()
    .insert()
    .into(ShortcutEntity)
    .values(demoShortcuts())
    .orIgnore()
    .execute();
}
