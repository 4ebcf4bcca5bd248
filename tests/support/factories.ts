import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../../server/src/shared/auth/passwords.js';
import type { RoleKey, ScopeType } from '../../server/src/shared/auth/roles.js';
import { signInToken } from './auth.js';

// Factories build what a test needs, with unique names, so tests do not lean on the demo seed's names
// and the demo content can change without breaking them. They write through SQL (fast, no rate limits);
// what a test then asserts goes through the real HTTP API.

const unique = () => randomBytes(4).toString('hex');

export interface OrganizationFixture {
  id: string;
  name: string;
  slug: string;
}

export interface UserFixture {
  id: string;
  name: string;
  email: string;
  password: string;
  organizationId: string | null;
  role: RoleKey;
  /** Signs in through the REST facade and answers the access token. */
  signIn(): Promise<string>;
}

export function createFactories(dataSource: DataSource, baseUrl: string) {
  async function insertOne<Row>(sql: string, params: unknown[]): Promise<Row> {
    const rows = (await dataSource.query(sql, params)) as Row[];
    return rows[0]!;
  }

  return {
    async organization(overrides: { name?: string; type?: 'school' | 'club' | 'federation' } = {}) {
      const suffix = unique();
      const name = overrides.name ?? `Test Club ${suffix}`;
      return insertOne<OrganizationFixture>(
        `INSERT INTO organizations (name, slug, type, locale) VALUES ($1, $2, $3, 'tr')
         RETURNING id, name, slug`,
        [name, `test-club-${suffix}`, overrides.type ?? 'club'],
      );
    },

    async branch(organizationId: string, name = `Branch ${unique()}`) {
      return insertOne<{ id: string; name: string }>(
        'INSERT INTO branches (organization_id, name) VALUES ($1, $2) RETURNING id, name',
        [organizationId, name],
      );
    },

    async department(organizationId: string, name = `Department ${unique()}`) {
      return insertOne<{ id: string; name: string }>(
        'INSERT INTO departments (organization_id, name) VALUES ($1, $2) RETURNING id, name',
        [organizationId, name],
      );
    },

    /**
     * An active account with one role. Scoped roles default to the user's organization; pass `scope`
     * for a branch or department.
     */
    async user(options: {
      organizationId: string | null;
      role: RoleKey;
      scope?: { type: ScopeType; id: string } | null;
      name?: string;
    }): Promise<UserFixture> {
      const suffix = unique();
      const password = `Pw-${suffix}-${unique()}`;
      const name = options.name ?? `Test User ${suffix}`;
      const email = `user-${suffix}@test.arena.local`;
      const { id } = await insertOne<{ id: string }>(
        `INSERT INTO users (name, email, password_hash, organization_id) VALUES ($1, $2, $3, $4)
         RETURNING id`,
        [name, email, await hashPassword(password), options.organizationId],
      );
      const scope =
        options.scope === undefined
          ? options.role === 'super_admin' || options.organizationId === null
            ? null
            : { type: 'organization' as const, id: options.organizationId }
          : options.scope;
      await dataSource.query(
        `INSERT INTO user_roles (user_id, role_id, scope_type, scope_id)
         SELECT $1, id, $3, $4 FROM roles WHERE key = $2`,
        [id, options.role, scope?.type ?? null, scope?.id ?? null],
      );
      return {
        id,
        name,
        email,
        password,
        organizationId: options.organizationId,
        role: options.role,
        signIn: () => signInToken(baseUrl, { email, password, name }),
      };
    },
  };
}

export type Factories = ReturnType<typeof createFactories>;
