import { describe, expect, it } from 'vitest';
import { blankTask, draftPatch, isDraftReady, NEW_SECTION_ID, NEW_TASK_ID } from './task-draft';
import { patchedTask } from './tasks-cache';

describe('task drafts', () => {
  it('start blank, under an id no real row has', () => {
    expect(blankTask('task')).toMatchObject({ id: NEW_TASK_ID, type: 'task', title: '', priority: 1 });
    expect(blankTask('section').id).toBe(NEW_SECTION_ID);
    expect(isDraftReady(blankTask('task'))).toBe(false);
    expect(isDraftReady({ ...blankTask('task'), title: '   ' })).toBe(false);
    expect(isDraftReady({ ...blankTask('task'), title: 'Paint' })).toBe(true);
  });

  it('send only the title for a draft given nothing else', () => {
    expect(draftPatch({ ...blankTask('section'), title: 'Autumn league' })).toEqual({
      title: 'Autumn league',
    });
  });

  it('send everything a draft was given on its way to a title', () => {
    let row = blankTask('task');
    row = patchedTask(row, { priority: 2 });
    row = patchedTask(row, { notes: '<p>Use white paint</p>' });
    row = patchedTask(row, { dueDate: '2020-01-14T21:00:00.000Z', tags: ['t1'] });
    row = patchedTask(row, { assignedTo: 'u1' }, [
      { id: 'u1', name: 'Elif Şahin', email: 'elif@kartal.example', avatar: null },
    ]);
    row = patchedTask(row, { subTasks: [{ title: 'Buy paint', completed: false }] });
    row = patchedTask(row, { title: 'Paint the goal posts' });
    const patch = draftPatch(row);
    expect(patch).toMatchObject({
      title: 'Paint the goal posts',
      priority: 2,
      notes: '<p>Use white paint</p>',
      dueDate: '2020-01-14T21:00:00.000Z',
      tags: ['t1'],
      assignedTo: 'u1',
    });
    expect(patch.subTasks).toEqual([{ id: row.subTasks[0]?.id, title: 'Buy paint', completed: false }]);
    expect(patch).not.toHaveProperty('completed');
  });
});
