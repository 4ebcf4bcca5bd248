// The shared set-up of the tasks list's API suites (tasks.*.test.ts): the task and the tag as the API
// answers them, the personas the suites act as, and `tasksSuite`, which each test file calls once at
// its top for its own server, database and REST helpers.
import { expect } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_PERSONAS, demoMembers } from '../users/index.js';

export interface SubTask {
  id: string;
  title: string;
  completed: boolean;
}
export interface Task {
  id: string;
  type: 'task' | 'section';
  title: string;
  notes: string | null;
  completed: boolean;
  dueDate: string | null;
  priority: number;
  tags: string[];
  assignedTo: string | null;
  subTasks: SubTask[];
  order: number;
}
export interface Tag {
  id: string;
  title: string;
}
export interface ErrorBody {
  code: string;
  message: string;
  fieldErrors?: Record<string, string>;
}

export type Persona = keyof typeof DEMO_PERSONAS;
export const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];

/** Kartal's organization admin. */
export const admin = 'orgAdmin';
/** Anadolu's organization admin: another organization. */
export const other = 'otherOrgAdmin';
/** A regular user: reads nothing of the list and changes nothing. */
export const readOnly = 'regular';
/** A branch admin: `write`, no `delete`. */
export const branch = 'branchAdmin';

export const TASK_KEYS = [
  'assignedTo',
  'completed',
  'dueDate',
  'id',
  'notes',
  'order',
  'priority',
  'subTasks',
  'tags',
  'title',
  'type',
];

export const kartalMember = (predicate: (member: ReturnType<typeof demoMembers>[number]) => boolean) => {
  const member = demoMembers().find(
    (m) => m.organizationId === DEMO_PERSONAS.orgAdmin.organizationId && predicate(m),
  );
  if (!member) throw new Error('no such demo member');
  return member;
};

/**
 * Starts the file's server (every demo persona signed in) and answers the calls the task suites
 * share; each REST helper acts as the persona it is given. Call it once at the top of a test file: it
 * registers that file's `beforeAll` and `afterAll`.
 */
export function tasksSuite() {
  const t = useTestServer(DEMO_PERSONAS);
  const calls = suiteCalls(t);

  const rest = <T = unknown>(method: string, path: string, who?: Persona, body?: unknown) =>
    t.http.request<T>(method, path, { token: who === undefined ? undefined : t.tokens[who], body });

  const all = async (who: Persona) => {
    const response = await rest<Task[]>('GET', 'api/apps/tasks/all', who);
    expect(response.status).toBe(200);
    return response.body;
  };
  const tagsOf = async (who: Persona) => {
    const response = await rest<Tag[]>('GET', 'api/apps/tasks/tags', who);
    expect(response.status).toBe(200);
    return response.body;
  };
  const getTask = async (who: Persona, id: string) => {
    const response = await rest<Task>('GET', `api/apps/tasks/task?id=${id}`, who);
    expect(response.status).toBe(200);
    return response.body;
  };
  const createTask = async (who: Persona, type: 'task' | 'section' = 'task') => {
    const response = await rest<Task>('POST', 'api/apps/tasks/task', who, { type });
    expect(response.status).toBe(200);
    return response.body;
  };
  const patchTask = (who: Persona, id: string, task: unknown) =>
    rest<Task & ErrorBody>('PATCH', 'api/apps/tasks/task', who, { id, task });

  return { t, ...calls, rest, all, tagsOf, getTask, createTask, patchTask };
}
