import { boundParams } from '../../shared/db/bind.js';
import { statements, type Statements } from '../../shared/db/statements.js';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager, EntityMetadata } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import { likePattern } from '../../shared/db/like.js';
import type { Language } from '../../shared/language.js';
import {
  localized,
  localizedSql,
  translatedEditsSql,
  translatedItemsSql,
  type TextEdit,
} from '../../shared/localized-text.js';
import { hydrate } from '../../shared/db/rows-by-id.js';
import { AppError, notFound, type FieldErrors } from '../../shared/errors.js';
import { isUuid, validate } from '../../shared/validation.js';
import type { TagsService } from '../tags/index.js';
import { UserEntity, type UserLoaders } from '../users/index.js';
import { highlight } from './highlight.js';
import { TaskEntity, type SubTaskValue, type TaskTypeValue } from './task.entity.js';
import {
  assignableUsers,
  assignableUsersCondition,
  showsAssignee,
  tasksOfOrganization,
  tasksReadableBy,
  tasksWritableBy,
} from './tasks.policy.js';
import { reorderSchema, taskPatchSchema } from './tasks.validation.js';

export interface TaskSearchHit {
  task: TaskEntity;
  highlightedTitle: string;
}

export interface TaskCounts {
  total: number;
  remaining: number;
}

/** Spec 001 §5: the search answers at most this many tasks. */
export const SEARCH_LIMIT = 100;
const MAX_QUERY_LENGTH = 200;

// Every statement reads the same columns under the alias `t`; uuid[] comes back as text[] because the
// driver has no parser for uuid arrays.
const COLUMNS = `t.id, t.organization_id AS "organizationId", t.type, t.title, t.notes, t.completed,
  t.due_date AS "dueDate", t.priority, t.tag_ids::text[] AS "tagIds", t.assigned_to AS "assignedTo",
  t.sub_tasks AS "subTasks", t.position, t.created_at AS "createdAt", t.updated_at AS "updatedAt",
  t.translations`;
const LIST_ORDER = 't.position ASC, t.id ASC';

/** The columns behind each Task field (translated text also needs the translations). */
const FIELD_COLUMNS: Record<string, readonly string[]> = {
  id: [],
  type: ['t.type'],
  title: ['t.title', 't.translations'],
  notes: ['t.notes', 't.translations'],
  completed: ['t.completed'],
  dueDate: ['t.due_date AS "dueDate"'],
  priority: ['t.priority'],
  tags: ['t.tag_ids::text[] AS "tagIds"'],
  assignedTo: ['t.assigned_to AS "assignedTo"'],
  assignee: ['t.assigned_to AS "assignedTo"'],
  subTasks: ['t.sub_tasks AS "subTasks"', 't.translations'],
  order: ['t.position'],
};

/**
 * The list's SELECT list for the fields asked for: the id and organization always; every column when a
 * field is not in the map (one added to the schema later can never answer from a column not read).
 */
function listColumns(fields: Iterable<string> | undefined): string {
  if (!fields) return COLUMNS;
  const columns = new Set(['t.id', 't.organization_id AS "organizationId"']);
  for (const field of fields) {
    if (field === '__typename') continue;
    const needed = FIELD_COLUMNS[field];
    if (!needed) return COLUMNS;
    for (const column of needed) columns.add(column);
  }
  return [...columns].join(', ');
}

type Row = Record<string, unknown>;

/** Rows of a raw statement: UPDATE and DELETE answer [rows, count] through TypeORM, the rest rows. */
function rowsOf(result: unknown): Row[] {
  if (!Array.isArray(result)) return [];
  return (Array.isArray(result[0]) ? result[0] : result) as Row[];
}

/**
 * The organization's tasks list (spec 001 Tasks): tasks and sections in one ordered list, for its staff
 * only (tasks.policy.ts): anyone else reads an empty list and NOT_FOUND for a task; changes need
 * `write`, deleting needs `delete`. Every statement is limited to the viewer's organization, so another
 * organization's task answers NOT_FOUND.
 */
export class TasksService {
  private readonly metadata: EntityMetadata;

  private readonly statements: Statements;

  constructor(
    private readonly dataSource: DataSource,
    private readonly tags: TagsService,
    options: { preparedStatements?: boolean } = {},
  ) {
    this.statements = statements(dataSource, options.preparedStatements ?? false);
    this.metadata = dataSource.getMetadata(TaskEntity);
  }

  /** Tasks and sections by order, then id. One statement. */
  async list(viewer: Viewer | null, fields?: Iterable<string>): Promise<TaskEntity[]> {
    const organizationId = tasksReadableBy(viewer);
    if (organizationId === null) return [];
    const rows = await this.statements(
      `SELECT ${listColumns(fields)} FROM tasks t WHERE ${tasksOfOrganization('$1')} ORDER BY ${LIST_ORDER}`,
      [organizationId],
    );
    return rows.map((row) => hydrate<TaskEntity>(this.metadata, row));
  }

  async get(viewer: Viewer | null, id: string): Promise<TaskEntity> {
    const organizationId = tasksReadableBy(viewer);
    if (organizationId === null || !isUuid(id)) throw notFound('Task');
    const [task] = await this.select(
      `SELECT ${COLUMNS} FROM tasks t WHERE t.id = $1 AND ${tasksOfOrganization('$2')}`,
      [id, organizationId],
    );
    if (!task) throw notFound('Task');
    return task;
  }

  /** Tasks only (sections are headings), in one statement. */
  async counts(viewer: Viewer | null): Promise<TaskCounts> {
    const organizationId = tasksReadableBy(viewer);
    if (organizationId === null) return { total: 0, remaining: 0 };
    const [row] = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE type = 'task')::int AS total,
              count(*) FILTER (WHERE type = 'task' AND NOT completed)::int AS remaining
         FROM tasks WHERE ${tasksOfOrganization('$1', '')}`,
      [organizationId],
    )) as TaskCounts[];
    return { total: row?.total ?? 0, remaining: row?.remaining ?? 0 };
  }

  /**
   * Spec 001 §5: null for a blank query; otherwise tasks and sections whose title or notes (their text,
   * not their markup) as read in `language` contain the query regardless of case, in list order, each
   * with that title highlighted.
   */
  async search(viewer: Viewer | null, query: string, language: Language): Promise<TaskSearchHit[] | null> {
    const text = query.trim();
    if (text === '') return null;
    if (text.length > MAX_QUERY_LENGTH) {
      throw new AppError('BAD_USER_INPUT', 'Invalid input: query', {
        fieldErrors: { query: `Query must be at most ${MAX_QUERY_LENGTH} characters` },
      });
    }
    const organizationId = tasksReadableBy(viewer);
    if (organizationId === null) return [];
    const tasks = await this.select(
      `SELECT ${COLUMNS} FROM tasks t
        WHERE ${tasksOfOrganization('$1')}
          AND (${localizedSql('t', 'title', '$3')} ILIKE $2
               OR regexp_replace(${localizedSql('t', 'notes', '$3')}, '<[^>]*>', '', 'g') ILIKE $2)
        ORDER BY ${LIST_ORDER} LIMIT ${SEARCH_LIMIT}`,
      [organizationId, likePattern(text), language],
    );
    return tasks.map((task) => ({
      task,
      highlightedTitle: highlight(localized(task, 'title', language), text),
    }));
  }

  /**
   * The top bar's Tasks group: tasks (not sections) whose title as read in `language` contains the
   * query regardless of case, in list order, at most `limit`.
   */
  async searchTitles(
    viewer: Viewer | null,
    query: string,
    limit: number,
    language: Language,
  ): Promise<TaskEntity[]> {
    const organizationId = tasksReadableBy(viewer);
    if (organizationId === null) return [];
    return this.select(
      `SELECT ${COLUMNS} FROM tasks t
        WHERE ${tasksOfOrganization('$1')} AND t.type = 'task' AND ${localizedSql('t', 'title', '$4')} ILIKE $2
        ORDER BY ${LIST_ORDER} LIMIT $3`,
      [organizationId, likePattern(query), limit, language],
    );
  }

  /**
   * Spec 001 §4: empty title, no notes, not completed, no due date, priority 1, no tags, placed first.
   * The position is computed by the INSERT itself (one less than the smallest).
   */
  async create(viewer: Viewer | null, type: TaskTypeValue): Promise<TaskEntity> {
    const organizationId = tasksWritableBy(viewer);
    const [task] = await this.select(
      `INSERT INTO tasks AS t (organization_id, type, title, notes, completed, due_date, priority, tag_ids,
                               assigned_to, sub_tasks, position)
       SELECT $1, $2::task_type, '', NULL, false, NULL, 1, '{}', NULL, '[]'::jsonb,
              COALESCE(MIN(position), 1) - 1
         FROM tasks WHERE ${tasksOfOrganization('$1', '')}
       RETURNING ${COLUMNS}`,
      [organizationId, type],
    );
    if (!task) throw new Error('INSERT … RETURNING answered no row');
    return task;
  }

  /**
   * Merges the patch: validation first (every field named), then the tags and the assignee are checked
   * against the organization, then one UPDATE … RETURNING. `completed` stays false for a section. Title,
   * notes and step titles are edited as read in `language` (shared/localized-text.ts): a changed one
   * replaces the text in every language, one sent back as read keeps its translations.
   */
  async update(viewer: Viewer | null, id: string, patch: unknown, language: Language): Promise<TaskEntity> {
    const organizationId = tasksWritableBy(viewer);
    const data = validate(taskPatchSchema, patch);
    if (!isUuid(id)) throw notFound('Task');

    const problems: FieldErrors = {};
    let tagIds: string[] | undefined;
    if (data.tags !== undefined) {
      try {
        tagIds = await this.tags.checkIds(organizationId, 'task', data.tags);
      } catch (error) {
        if (!(error instanceof AppError) || !error.details.fieldErrors) throw error;
        Object.assign(problems, error.details.fieldErrors);
      }
    }
    if (data.assignedTo && !(await this.isAssignable(organizationId, data.assignedTo))) {
      problems.assignedTo = 'Assignee must be an active member of the organization';
    }
    if (Object.keys(problems).length > 0) {
      throw new AppError('BAD_USER_INPUT', `Invalid input: ${Object.keys(problems).join(', ')}`, {
        fieldErrors: problems,
      });
    }

    const { params, bind } = boundParams([id, organizationId]);
    const sets: string[] = [];
    const set = (column: string, value: unknown, cast?: string) =>
      sets.push(`${column} = ${bind(value, cast)}`);
    const edits: TextEdit[] = [];
    if (data.title !== undefined) edits.push({ column: 'title', value: bind(data.title) });
    if (data.notes !== undefined) edits.push({ column: 'notes', value: bind(data.notes) });
    if (data.completed !== undefined) {
      sets.push(
        `completed = CASE WHEN t.type = 'section' THEN false ELSE ${bind(data.completed, 'boolean')} END`,
      );
    }
    if (data.dueDate !== undefined) set('due_date', data.dueDate, 'timestamptz');
    if (data.priority !== undefined) set('priority', data.priority);
    if (tagIds !== undefined) set('tag_ids', tagIds, 'uuid[]');
    if (data.assignedTo !== undefined) set('assigned_to', data.assignedTo, 'uuid');
    if (data.subTasks !== undefined) {
      const steps: SubTaskValue[] = data.subTasks.map((step) => ({
        id: step.id?.toLowerCase() ?? randomUUID(),
        title: step.title,
        completed: step.completed ?? false,
      }));
      sets.push(
        `sub_tasks = ${translatedItemsSql('t.sub_tasks', bind(JSON.stringify(steps), 'jsonb'), bind(language), ['title'])}`,
      );
    }
    if (edits.length > 0) sets.push(...translatedEditsSql('t', bind(language), edits));
    if (sets.length === 0) return this.get(viewer, id);

    const [task] = await this.select(
      `UPDATE tasks AS t SET ${sets.join(', ')}, updated_at = now()
        WHERE t.id = $1 AND ${tasksOfOrganization('$2')}
        RETURNING ${COLUMNS}`,
      params,
    );
    if (!task) throw notFound('Task');
    return task;
  }

  async remove(viewer: Viewer | null, id: string): Promise<boolean> {
    const organizationId = tasksWritableBy(viewer, 'delete');
    if (!isUuid(id)) throw notFound('Task');
    const result = await this.dataSource.getRepository(TaskEntity).delete({ id, organizationId });
    if (!result.affected) throw notFound('Task');
    return true;
  }

  /**
   * The given tasks take, in the given sequence, the order values they held between them (ascending),
   * so rows outside the list keep their place. One transaction: the rows are locked (in id order, so
   * two concurrent reorders cannot deadlock), then written by one UPDATE. Answers the given tasks in
   * their new order.
   */
  async reorder(viewer: Viewer | null, ids: readonly string[]): Promise<TaskEntity[]> {
    const organizationId = tasksWritableBy(viewer);
    const sequence = validate(reorderSchema, { ids: ids.map((id) => id.toLowerCase()) }).ids;
    if (sequence.length === 0) return [];
    if (!sequence.every(isUuid)) throw notFound('Task');
    return this.dataSource.transaction(async (manager) => {
      const held = (await manager.query(
        `SELECT id, position FROM tasks WHERE ${tasksOfOrganization('$1', '')} AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`,
        [organizationId, sequence],
      )) as { id: string; position: number }[];
      if (held.length !== sequence.length) throw notFound('Task');
      const positions = held.map((row) => row.position).sort((a, b) => a - b);
      const tasks = await this.select(
        `UPDATE tasks AS t SET position = v.position, updated_at = now()
           FROM unnest($1::uuid[], $2::int[]) AS v(id, position)
          WHERE t.id = v.id AND ${tasksOfOrganization('$3')}
          RETURNING ${COLUMNS}`,
        [sequence, positions, organizationId],
        manager,
      );
      return tasks.sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
    });
  }

  /** Active members of the organization, by name: who a task can be assigned to. */
  async assignees(viewer: Viewer | null): Promise<UserEntity[]> {
    const organizationId = tasksReadableBy(viewer);
    if (organizationId === null) return [];
    return this.dataSource.getRepository(UserEntity).find({
      where: assignableUsers(organizationId),
      order: { name: 'ASC', id: 'ASC' },
    });
  }

  /** The task's assignee, batched per request; one who has left the organization since is not shown. */
  async assigneeOf(task: TaskEntity, loaders: UserLoaders): Promise<UserEntity | null> {
    if (task.assignedTo === null) return null;
    const user = await loaders.userById.load(task.assignedTo);
    return showsAssignee(task, user) ? user : null;
  }

  private async isAssignable(organizationId: string, userId: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM users WHERE id = $1 AND ${assignableUsersCondition('$2')}`,
      [userId, organizationId],
    )) as unknown[];
    return rows.length > 0;
  }

  private async select(sql: string, params: unknown[], manager?: EntityManager): Promise<TaskEntity[]> {
    const result: unknown = await (manager ?? this.dataSource).query(sql, params);
    return rowsOf(result).map((row) => hydrate<TaskEntity>(this.metadata, row));
  }
}
