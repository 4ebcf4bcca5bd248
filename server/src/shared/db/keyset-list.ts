import type { DataSource, ObjectLiteral } from 'typeorm';
import { hasRole, type Viewer } from '../auth/viewer.js';
import { likePattern } from './like.js';
import { checkCursor, keysetPage, type Page, type SortKey } from './paging.js';

/** The arguments every keyset list takes, after validation (`pageArgsSchema`). */
export interface ListArgs {
  first: number;
  after?: string | null;
  organizationId?: string | null;
}

/**
 * The WHERE part of one keyset list, built condition by condition with bound parameters, then read
 * as a page (`page`). It holds what the lists share: the cursor checked before any statement runs,
 * the organization the list keeps to (the viewer's own; a super admin may name any or none), equality
 * filters, a case-insensitive search over some columns, and the page with its count.
 *
 * Policies stay the features' own: they are SQL conditions added with `where`, binding their values
 * through `params`.
 */
export class ListQuery {
  readonly params: unknown[] = [];
  readonly conditions: string[] = [];

  constructor(
    private readonly viewer: Viewer,
    private readonly args: ListArgs,
  ) {
    checkCursor(args.after);
  }

  /** Adds a condition built by a policy (which binds its values into `params` itself). */
  where(build: (params: unknown[]) => string): this {
    this.conditions.push(build(this.params));
    return this;
  }

  /** Binds a value and answers its placeholder (`$3`, `$4::uuid`). */
  bind(value: unknown, cast?: string): string {
    this.params.push(value);
    return `$${this.params.length}${cast ? `::${cast}` : ''}`;
  }

  /** `column = value` when the value is given (null or undefined: no filter). */
  equals(column: string, value: unknown, cast = 'uuid'): this {
    if (value !== null && value !== undefined) this.conditions.push(`${column} = ${this.bind(value, cast)}`);
    return this;
  }

  /**
   * Keeps to one organization: the one asked for, else the viewer's; a super admin without one
   * reads every organization's, anyone else without an organization reads nothing.
   */
  inOrganization(column: string): this {
    const superAdmin = hasRole(this.viewer, 'super_admin');
    const organizationId = this.args.organizationId ?? (superAdmin ? null : this.viewer.organizationId);
    if (organizationId) this.equals(column, organizationId);
    else if (!superAdmin) this.conditions.push('FALSE');
    return this;
  }

  /** Rows where any of the SQL expressions contains the query, regardless of case (blank: no filter). */
  search(query: string | null | undefined, expressions: string[]): this {
    if (!query) return this;
    const pattern = this.bind(likePattern(query));
    this.conditions.push(
      `(${expressions.map((expression) => `${expression} ILIKE ${pattern}`).join(' OR ')})`,
    );
    return this;
  }

  /**
   * The page. `select` may bind parameters of its own through the callback (numbered after the
   * conditions', left out of the count statement).
   */
  page<Row extends ObjectLiteral>(
    dataSource: DataSource,
    options: {
      select: string | ((params: unknown[]) => string);
      from: string;
      sort: SortKey;
      id: string;
      count: boolean;
    },
  ): Promise<Page<Row>> {
    const withSelect = [...this.params];
    const select = typeof options.select === 'string' ? options.select : options.select(withSelect);
    return keysetPage<Row>(dataSource, {
      select,
      selectParams: withSelect.slice(this.params.length),
      from: options.from,
      where: this.conditions,
      params: this.params,
      sort: options.sort,
      id: options.id,
      first: this.args.first,
      after: this.args.after,
      count: options.count,
    });
  }
}
