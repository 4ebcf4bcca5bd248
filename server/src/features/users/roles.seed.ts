import type { DataSource } from 'typeorm';
import type { RoleKey } from '../../shared/auth/roles.js';
import { fillSeededTranslations, type Translations } from '../../shared/localized-text.js';
import { seedId } from '../../shared/seed-ids.js';
import { RoleEntity } from './role.entity.js';

/** Spec 000 §6 / 001 §6: the seven roles and their permission strings, with fixed ids. */
export const ROLES: Record<
  RoleKey,
  { id: string; name: string; description: string; translations: Translations; permissions: string[] }
> = {
  super_admin: {
    id: seedId('role', 1),
    name: 'Super admin',
    description: 'Everything, in every organization.',
    translations: { tr: { name: 'Süper yönetici', description: 'Her kurumda her şey.' } },
    permissions: ['all', 'super_admin'],
  },
  org_admin: {
    id: seedId('role', 2),
    name: 'Organization super admin',
    description: 'Reads, writes and deletes inside one organization.',
    translations: {
      tr: { name: 'Kurum süper yöneticisi', description: 'Bir kurumun içinde okur, yazar ve siler.' },
    },
    permissions: ['read', 'write', 'delete', 'org_admin'],
  },
  branch_admin: {
    id: seedId('role', 3),
    name: 'Branch admin',
    description: 'Reads and writes inside one branch.',
    translations: { tr: { name: 'Şube yöneticisi', description: 'Bir şubenin içinde okur ve yazar.' } },
    permissions: ['read', 'write', 'branch_admin'],
  },
  dept_admin: {
    id: seedId('role', 4),
    name: 'Department admin',
    description: 'Reads and writes inside one department.',
    translations: { tr: { name: 'Bölüm yöneticisi', description: 'Bir bölümün içinde okur ve yazar.' } },
    permissions: ['read', 'write', 'dept_admin'],
  },
  parent: {
    id: seedId('role', 5),
    name: 'Parent',
    description: 'Reads what concerns their own children.',
    translations: { tr: { name: 'Veli', description: 'Kendi çocuklarını ilgilendirenleri okur.' } },
    permissions: ['read', 'parent'],
  },
  company: {
    id: seedId('role', 6),
    name: 'Company',
    description: 'Reads what concerns their company, its sponsorships and ads.',
    translations: {
      tr: {
        name: 'Şirket',
        description: 'Şirketini, sponsorluklarını ve reklamlarını ilgilendirenleri okur.',
      },
    },
    permissions: ['read', 'company'],
  },
  user: {
    id: seedId('role', 7),
    name: 'Regular user',
    description: 'Reads the public content of their organization.',
    translations: { tr: { name: 'Normal kullanıcı', description: 'Kurumunun herkese açık içeriğini okur.' } },
    permissions: ['read'],
  },
};

/** Reference data: always present; roles seeded before translations existed get theirs unless edited. */
export async function seedRoles(dataSource: DataSource): Promise<void> {
  const rows = Object.entries(ROLES).map(([key, role]) => ({ ...role, key: key as RoleKey }));
  await dataSource.createQueryBuilder().insert().into(RoleEntity).values(rows).orIgnore().execute();
  await fillSeededTranslations(
    dataSource,
    'roles',
    rows.map(({ id, name, description, translations }) => ({
      id,
      translations,
      seeded: { name, description },
    })),
  );
}
