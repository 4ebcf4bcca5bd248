// Searching tasks over REST and GraphQL: blank queries, matches in titles and notes marked, and markup
// escaped. Shared set-up: tasks.test-kit.ts.
import { describe, expect, it } from 'vitest';
import { admin, TASK_KEYS, tasksSuite, type Persona, type Task } from './tasks.test-kit.js';

const { gql, rest, all, createTask, patchTask } = tasksSuite();

describe('searching tasks', () => {
  const search = async (who: Persona, query?: string) => {
    const path =
      query === undefined
        ? 'api/apps/tasks/search'
        : `api/apps/tasks/search?query=${encodeURIComponent(query)}`;
    const response = await rest<Task[] | null>('GET', path, who);
    expect(response.status).toBe(200);
    return response.body;
  };

  it('answers null for a blank or missing query', async () => {
    expect(await search(admin, '')).toBeNull();
    expect(await search(admin, '   ')).toBeNull();
    expect(await search(admin)).toBeNull();
    const overGraphql = await gql<{ searchTasks: null }>(
      admin,
      '{ searchTasks(query: " ") { highlightedTitle } }',
    );
    expect(overGraphql.data?.searchTasks).toBeNull();
  });

  it('finds by title or notes regardless of case, in list order, with the matches marked', async () => {
    const hits = (await search(admin, 'ORDER')) as Task[];
    expect(hits.map((hit) => hit.title)).toContain('<mark>Order</mark> new kits for the U10 squad');
    const list = await all(admin);
    const positions = hits.map((hit) => list.findIndex((task) => task.id === hit.id));
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
    expect(Object.keys(hits[0] as Task).sort()).toEqual(TASK_KEYS);

    const the = (await search(admin, 'the')) as Task[];
    const sample = the.find((hit) => hit.title.startsWith('Send'));
    expect(sample?.title).toBe('Send <mark>the</mark> match schedule to <mark>the</mark> parents');

    // Found by its notes only: the title is escaped and carries no mark.
    const byNotes = (await search(admin, 'crest')) as Task[];
    expect(byNotes.map((hit) => hit.title)).toEqual(['Order new kits for the U10 squad']);
    // Markup in the notes is not text.
    expect(await search(admin, 'href')).toEqual([]);
  });

  it('escapes titles and queries with markup, and marks the match on the original text', async () => {
    const task = await createTask(admin);
    await patchTask(admin, task.id, { title: 'Fix <b>bold</b> & "quotes" in Ümit’s <B>notes' });
    const [hit] = (await search(admin, '<b>')) as Task[];
    expect(hit?.id).toBe(task.id);
    expect(hit?.title).toBe(
      'Fix <mark>&lt;b&gt;</mark>bold&lt;/b&gt; &amp; &quot;quotes&quot; in Ümit’s <mark>&lt;B&gt;</mark>notes',
    );
    const [amp] = (await search(admin, '& "q')) as Task[];
    expect(amp?.title).toContain('<mark>&amp; &quot;q</mark>uotes');
    const [percent] = (await search(admin, '%')) ?? [];
    expect(percent).toBeUndefined();
    const overGraphql = await gql<{
      searchTasks: { task: { id: string; title: string }; highlightedTitle: string }[];
    }>(admin, '{ searchTasks(query: "ümit") { task { id title } highlightedTitle } }');
    expect(overGraphql.data?.searchTasks).toEqual([
      {
        task: { id: task.id, title: 'Fix <b>bold</b> & "quotes" in Ümit’s <B>notes' },
        highlightedTitle:
          'Fix &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot; in <mark>Ümit</mark>’s &lt;B&gt;notes',
      },
    ]);
    await rest('DELETE', `api/apps/tasks/task?id=${task.id}`, admin);
  });
});
