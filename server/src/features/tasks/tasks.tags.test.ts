// Task tags over REST and GraphQL: creating, renaming and deleting them. Shared set-up:
// tasks.test-kit.ts.
import { describe, expect, it } from 'vitest';
import { admin, other, tasksSuite, type ErrorBody, type Tag } from './tasks.test-kit.js';

const { gql, rest, all, tagsOf } = tasksSuite();

describe('task tags', () => {
  it('creates a tag first in the list; a duplicate title regardless of case is a CONFLICT', async () => {
    const created = await rest<Tag>('POST', 'api/apps/tasks/tag', admin, { tag: { title: ' Scouting ' } });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ id: expect.any(String), title: 'Scouting' });
    expect((await tagsOf(admin))[0]).toEqual(created.body);
    const duplicate = await rest<ErrorBody>('POST', 'api/apps/tasks/tag', admin, {
      tag: { title: 'scouting' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('CONFLICT');
    // Another organization may use the same title.
    const theirs = await rest<Tag>('POST', 'api/apps/tasks/tag', other, { tag: { title: 'Scouting' } });
    expect(theirs.status).toBe(200);
    for (const tag of [{ title: '' }, { title: 'x'.repeat(51) }, {}]) {
      const response = await rest<ErrorBody>('POST', 'api/apps/tasks/tag', admin, { tag });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fieldErrors ?? {})).toEqual(['title']);
    }
  });

  it('renames a tag; a title in use is a CONFLICT; unknown ids are NOT_FOUND', async () => {
    const tags = await tagsOf(admin);
    const target = tags.find((tag) => tag.title === 'Medical') as Tag;
    const renamed = await rest<Tag>('PATCH', 'api/apps/tasks/tag', admin, {
      id: target.id,
      tag: { title: 'Health' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id: target.id, title: 'Health' });
    const taken = await rest<ErrorBody>('PATCH', 'api/apps/tasks/tag', admin, {
      id: target.id,
      tag: { title: 'TRAINING' },
    });
    expect(taken.status).toBe(409);
    const unknown = await rest<ErrorBody>('PATCH', 'api/apps/tasks/tag', admin, {
      id: '00000000-0000-4000-8000-000000000000',
      tag: { title: 'x' },
    });
    expect(unknown.status).toBe(404);
    const missing = await rest<ErrorBody>('PATCH', 'api/apps/tasks/tag', admin, { tag: { title: 'x' } });
    expect(missing.status).toBe(400);
    const overGraphql = await gql<{ updateTaskTag: Tag }>(
      admin,
      `mutation { updateTaskTag(id: "${target.id}", title: "Medical") { id title } }`,
    );
    expect(overGraphql.data?.updateTaskTag).toEqual(target);
  });

  it('deletes a tag and takes it off every task carrying it', async () => {
    const tag = (await tagsOf(admin)).find((x) => x.title === 'Equipment') as Tag;
    const carrying = (await all(admin)).filter((task) => task.tags.includes(tag.id));
    expect(carrying.length).toBeGreaterThan(1);
    const response = await rest('DELETE', `api/apps/tasks/tag?id=${tag.id}`, admin);
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    expect((await tagsOf(admin)).some((x) => x.id === tag.id)).toBe(false);
    const after = await all(admin);
    expect(after.some((task) => task.tags.includes(tag.id))).toBe(false);
    for (const task of carrying) {
      expect(after.find((x) => x.id === task.id)?.tags).toEqual(task.tags.filter((id) => id !== tag.id));
    }
    const again = await rest<ErrorBody>('DELETE', `api/apps/tasks/tag?id=${tag.id}`, admin);
    expect(again.status).toBe(404);
    const missing = await rest<ErrorBody>('DELETE', 'api/apps/tasks/tag', admin);
    expect(missing.status).toBe(400);
  });

  it('creates and deletes over GraphQL', async () => {
    const created = await gql<{ createTaskTag: Tag }>(
      admin,
      'mutation { createTaskTag(title: "Press") { id title } }',
    );
    const id = created.data?.createTaskTag.id as string;
    const listed = await gql<{ taskTags: Tag[] }>(admin, '{ taskTags { id title } }');
    expect(listed.data?.taskTags[0]).toEqual({ id, title: 'Press' });
    const deleted = await gql<{ deleteTaskTag: boolean }>(admin, `mutation { deleteTaskTag(id: "${id}") }`);
    expect(deleted.data?.deleteTaskTag).toBe(true);
  });
});
