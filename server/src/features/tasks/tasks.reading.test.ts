// The tasks list's reads: the 401 and UNAUTHENTICATED without a token, the seeded list, its tags, one
// task, the counts and the assignees, the statements the list costs, and the assignee picker. Shared
// set-up: tasks.test-kit.ts.
import { describe, expect, it } from 'vitest';
import { DEMO_PERSONAS, demoMembers } from '../users/index.js';
import { DEMO_TASK_TAGS, seedDemoTasks } from './tasks.seed.js';
import {
  admin,
  branch,
  kartalMember,
  other,
  TASK_KEYS,
  tasksSuite,
  type ErrorBody,
  type Tag,
  type Task,
} from './tasks.test-kit.js';

const { t, gql, codeOf, query, rest, all, tagsOf, getTask } = tasksSuite();

const byOrder = (tasks: Task[]) => [...tasks].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));

describe('tasks without a token', () => {
  it('answers 401 on every REST row and UNAUTHENTICATED over GraphQL', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['GET', 'api/apps/tasks/tags'],
      ['POST', 'api/apps/tasks/tag', { tag: { title: 'x' } }],
      ['PATCH', 'api/apps/tasks/tag', { id, tag: { title: 'x' } }],
      ['DELETE', `api/apps/tasks/tag?id=${id}`],
      ['GET', 'api/apps/tasks/all'],
      ['GET', 'api/apps/tasks/search?query=kit'],
      ['PATCH', 'api/apps/tasks/order', { tasks: [{ id }] }],
      ['GET', `api/apps/tasks/task?id=${id}`],
      ['POST', 'api/apps/tasks/task', { type: 'task' }],
      ['PATCH', 'api/apps/tasks/task', { id, task: { title: 'x' } }],
      ['DELETE', `api/apps/tasks/task?id=${id}`],
    ];
    for (const [method, path, body] of calls) {
      const response = await rest<ErrorBody>(method, path, undefined, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
    }
    for (const document of [
      '{ tasks { id } }',
      '{ taskCounts { total } }',
      '{ taskTags { id } }',
      '{ taskAssignees { id } }',
      'mutation { createTask(type: task) { id } }',
    ]) {
      const response = await gql(null, document);
      expect(codeOf(response), document).toBe('UNAUTHENTICATED');
    }
  });
});

describe('reading the seeded tasks list', () => {
  it('lists tasks and sections by order in the spec shape, only the organization’s own', async () => {
    const kartal = await all(admin);
    expect(kartal.length).toBeGreaterThanOrEqual(25);
    expect(Object.keys(kartal[0] as Task).sort()).toEqual(TASK_KEYS);
    expect(kartal).toEqual(byOrder(kartal));
    expect(kartal[0]).toMatchObject({ type: 'section', title: 'Spring tournament', completed: false });
    expect(kartal.filter((task) => task.type === 'section').length).toBeGreaterThanOrEqual(3);
    expect(kartal.some((task) => task.completed)).toBe(true);
    const now = Date.now();
    const dues = kartal.flatMap((task) => (task.dueDate ? [Date.parse(task.dueDate)] : []));
    expect(dues.some((due) => due < now)).toBe(true);
    expect(dues.some((due) => due > now)).toBe(true);
    expect(new Set(kartal.map((task) => task.priority))).toEqual(new Set([0, 1, 2]));
    expect(kartal.some((task) => task.subTasks.length > 0 && task.assignedTo !== null)).toBe(true);

    const anadolu = await all(other);
    expect(anadolu.length).toBeGreaterThan(0);
    expect(anadolu.some((task) => kartal.some((mine) => mine.id === task.id))).toBe(false);
    const kartalTags = new Set((await tagsOf(admin)).map((tag) => tag.id));
    expect(anadolu.flatMap((task) => task.tags).some((id) => kartalTags.has(id))).toBe(false);
    expect(kartal.flatMap((task) => task.tags).every((id) => kartalTags.has(id))).toBe(true);
  });

  it('lists the organization’s task tags, newest first', async () => {
    const kartal = await tagsOf(admin);
    expect(kartal.map((tag) => tag.title)).toEqual([...DEMO_TASK_TAGS]);
    expect(DEMO_TASK_TAGS).toContain('Medical');
    expect(Object.keys(kartal[0] as Tag).sort()).toEqual(['id', 'title']);
    const anadolu = await tagsOf(other);
    expect(anadolu).toHaveLength(7);
    expect(anadolu.some((tag) => kartal.some((mine) => mine.id === tag.id))).toBe(false);
  });

  it('reads one task; unknown, malformed, missing and foreign ids fail', async () => {
    const [, first] = await all(admin);
    expect(await getTask(admin, (first as Task).id)).toEqual(first);
    expect(await getTask(branch, (first as Task).id)).toEqual(first);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await rest<ErrorBody>('GET', `api/apps/tasks/task?id=${id}`, admin);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
    const foreign = await rest<ErrorBody>('GET', `api/apps/tasks/task?id=${(first as Task).id}`, other);
    expect(foreign.status).toBe(404);
    const missing = await rest<ErrorBody>('GET', 'api/apps/tasks/task', admin);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'BAD_REQUEST', message: 'Query parameter id is required.' });
  });

  it('counts tasks and remaining tasks without sections', async () => {
    const list = await all(admin);
    const tasks = list.filter((task) => task.type === 'task');
    const response = await gql<{ taskCounts: { total: number; remaining: number } }>(
      admin,
      '{ taskCounts { total remaining } }',
    );
    expect(response.data?.taskCounts).toEqual({
      total: tasks.length,
      remaining: tasks.filter((task) => !task.completed).length,
    });
    const theirs = await gql<{ taskCounts: { total: number } }>(other, '{ taskCounts { total } }');
    expect(theirs.data?.taskCounts.total).toBe((await all(other)).filter((x) => x.type === 'task').length);
  });

  it('lists the active members of the organization as assignees, by name', async () => {
    const response = await gql<{ taskAssignees: { id: string; name: string }[] }>(
      admin,
      '{ taskAssignees { id name } }',
    );
    const people = response.data?.taskAssignees ?? [];
    const ids = people.map((person) => person.id);
    expect(ids).toContain(DEMO_PERSONAS.orgAdmin.id);
    expect(ids).not.toContain(DEMO_PERSONAS.otherOrgAdmin.id);
    expect(ids).not.toContain(kartalMember((m) => m.accountStatus === 'suspended').id);
    expect(ids).not.toContain(kartalMember((m) => m.accountStatus === 'inactive').id);
    const expected = await query<{ id: string }>(
      `SELECT id FROM users WHERE organization_id = $1 AND account_status = 'active' ORDER BY name, id`,
      [DEMO_PERSONAS.orgAdmin.organizationId],
    );
    expect(ids).toEqual(expected.map((row) => row.id));
    const theirs = await gql<{ taskAssignees: { id: string }[] }>(other, '{ taskAssignees { id } }');
    expect(theirs.data?.taskAssignees.map((person) => person.id)).toContain(DEMO_PERSONAS.otherOrgAdmin.id);
    expect(theirs.data?.taskAssignees.some((person) => ids.includes(person.id))).toBe(false);
  });

  it('seeding again changes nothing', async () => {
    const before = await all(admin);
    await seedDemoTasks(t.server.dataSource);
    expect(await all(admin)).toEqual(before);
  });
});

describe('statement budget', () => {
  const LIST =
    '{ tasks { id type title completed dueDate priority tags order subTasks { id } assignee { id name } } }';

  it('reads the list with assignees in the same few statements for 5 and for 60 tasks', async () => {
    const auth = await t.server.queries.during(() => gql(other, '{ __typename }'));
    const small = await t.server.queries.during(async () => {
      const response = await gql<{ tasks: unknown[] }>(other, LIST);
      expect(response.data?.tasks.length).toBeLessThan(10);
    });

    // 60 more tasks, assigned round the organization's members.
    const assignees = await gql<{ taskAssignees: { id: string }[] }>(other, '{ taskAssignees { id } }');
    const people = assignees.data?.taskAssignees.map((person) => person.id) ?? [];
    expect(people.length).toBeGreaterThan(5);
    await query(
      `INSERT INTO tasks (organization_id, type, title, assigned_to, position)
       SELECT $1, 'task', 'Task ' || n, ($2::uuid[])[1 + n % array_length($2::uuid[], 1)], 100 + n
         FROM generate_series(1, 60) AS n`,
      [DEMO_PERSONAS.otherOrgAdmin.organizationId, people],
    );
    const large = await t.server.queries.during(async () => {
      const response = await gql<{ tasks: { assignee: { id: string } | null }[] }>(other, LIST);
      expect(response.data?.tasks.length).toBeGreaterThan(60);
      expect(new Set(response.data?.tasks.map((task) => task.assignee?.id)).size).toBeGreaterThan(5);
    });
    expect(large.length).toBe(small.length);
    expect(small.length - auth.length).toBeLessThanOrEqual(3);
  });
});

describe('the assignee picker', () => {
  it('tells every member apart: each comes with an email, and no two seeded people share a name', async () => {
    const response = await gql<{ taskAssignees: { id: string; name: string; email: string }[] }>(
      admin,
      '{ taskAssignees { id name email } }',
    );
    const people = response.data?.taskAssignees ?? [];
    expect(people.length).toBeGreaterThan(20);
    expect(people.every((person) => person.email.includes('@'))).toBe(true);
    // The demo personas and the generated members (users.seed.ts): no namesakes.
    const names = [...Object.values(DEMO_PERSONAS), ...demoMembers()].map((person) => person.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
