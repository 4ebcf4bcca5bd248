// The seeded tasks and tags in the viewer's language (Accept-Language: tr): reading, searching, edits
// made in Turkish that keep the text they did not change, and reseeding. Shared set-up:
// tasks.test-kit.ts.
import { describe, expect, it } from 'vitest';
import { DEMO_PERSONAS } from '../users/index.js';
import { seedDemoTasks } from './tasks.seed.js';
import { admin, tasksSuite, type Tag, type Task } from './tasks.test-kit.js';

const { t, query, rest, tagsOf, getTask } = tasksSuite();

describe('seeded tasks in the viewer’s language (Accept-Language)', () => {
  const REGISTER_EN = 'Register the U12 and U14 teams for the Istanbul Youth Cup';
  const REGISTER_TR = "U12 ve U14 takımlarını İstanbul Gençlik Kupası'na kaydet";
  const inTurkish = <T>(method: string, path: string, body?: unknown) =>
    t.http.request<T>(method, path, { token: t.tokens[admin], body, headers: { 'accept-language': 'tr' } });
  const registerTask = async () => {
    const tasks = (await inTurkish<Task[]>('GET', 'api/apps/tasks/all')).body;
    const task = tasks.find((row) => row.title === REGISTER_TR);
    if (!task) throw new Error('the seeded registration task is missing');
    return task;
  };

  it('reads sections, titles, notes, steps and tags in Turkish; English stays English', async () => {
    const turkish = await inTurkish<Task[]>('GET', 'api/apps/tasks/all');
    expect(turkish.status).toBe(200);
    const sections = turkish.body.filter((row) => row.type === 'section').map((row) => row.title);
    expect(sections).toEqual(expect.arrayContaining(['Bahar turnuvası', 'Malzeme ve formalar']));
    const task = await registerTask();
    expect(task.notes).toContain('İki kadro için de imzalı <i>oyuncu listesi</i>');
    expect(task.subTasks.map((step) => step.title)).toEqual([
      'Tüm oyuncuların lisans numaralarını topla',
      'Federasyon formunu doldur',
      'Katılım ücretini öde',
    ]);
    // Four seeded tags, each id in English and in Turkish (Travel is renamed only further down).
    const turkishTags = new Map(
      (await inTurkish<Tag[]>('GET', 'api/apps/tasks/tags')).body.map((tag) => [tag.id, tag.title]),
    );
    const untouched = ['Training', 'Travel', 'Finance', 'Registration'];
    const seededTags = (await tagsOf(admin)).filter((tag) => untouched.includes(tag.title));
    expect(seededTags.map((tag) => [tag.title, turkishTags.get(tag.id)])).toEqual([
      ['Training', 'Antrenman'],
      ['Travel', 'Yolculuk'],
      ['Finance', 'Finans'],
      ['Registration', 'Kayıt'],
    ]);

    const english = await getTask(admin, task.id);
    expect(english.title).toBe(REGISTER_EN);
    expect(english.subTasks[0]?.title).toBe('Collect the licence numbers of every player');
  });

  it('searches the text as the viewer reads it, marking the Turkish title', async () => {
    const hits = (
      await inTurkish<Task[]>('GET', `api/apps/tasks/search?query=${encodeURIComponent('KAYDET')}`)
    ).body;
    expect(hits.map((hit) => hit.title)).toContain(
      // HTML: the apostrophe is escaped.
      'U12 ve U14 takımlarını İstanbul Gençlik Kupası&#39;na <mark>kaydet</mark>',
    );
    // By Turkish notes only: the title carries no mark.
    const byNotes = (await inTurkish<Task[]>('GET', `api/apps/tasks/search?query=arması`)).body;
    expect(byNotes.map((hit) => hit.title)).toEqual(['U10 takımı için yeni forma siparişi ver']);
    // The English text is not what a Turkish reader sees, and the other way round.
    expect((await inTurkish<Task[]>('GET', 'api/apps/tasks/search?query=crest')).body).toEqual([]);
    expect((await rest<Task[]>('GET', 'api/apps/tasks/search?query=arması', admin)).body).toEqual([]);

    // The top bar's Tasks group too.
    const groups = (
      await inTurkish<{ id: string; results: { title: string }[] }[]>('POST', 'api/common/search', {
        query: 'forma',
      })
    ).body;
    expect(groups.find((group) => group.id === 'tasks')?.results.map((hit) => hit.title)).toContain(
      'U10 takımı için yeni forma siparişi ver',
    );
  });

  it('an edit as read in Turkish keeps the rest of the text in both languages', async () => {
    const task = await registerTask();
    // The whole task sent back as read, a step ticked and one step renamed.
    const [first, second, third] = task.subTasks;
    const response = await inTurkish<Task>('PATCH', 'api/apps/tasks/task', {
      id: task.id,
      task: {
        ...task,
        priority: 1,
        subTasks: [
          { ...first },
          { ...second, completed: true },
          { ...third, title: 'Katılım ücretini dekontla öde' },
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: REGISTER_TR, priority: 1, notes: task.notes });
    expect(response.body.subTasks.map((step) => [step.title, step.completed])).toEqual([
      ['Tüm oyuncuların lisans numaralarını topla', true],
      ['Federasyon formunu doldur', true],
      ['Katılım ücretini dekontla öde', false],
    ]);
    const english = await getTask(admin, task.id);
    expect(english.title).toBe(REGISTER_EN);
    expect(english.notes).toContain('player list');
    expect(english.subTasks.map((step) => step.title)).toEqual([
      'Collect the licence numbers of every player',
      'Fill in the federation form',
      'Katılım ücretini dekontla öde',
    ]);

    // A new title replaces the text in every language; the notes keep theirs.
    await inTurkish('PATCH', 'api/apps/tasks/task', { id: task.id, task: { title: 'Kupa kaydı' } });
    expect((await getTask(admin, task.id)).title).toBe('Kupa kaydı');
    expect((await registerTaskById(task.id)).notes).toBe(task.notes);
  });

  const registerTaskById = async (id: string) =>
    (await inTurkish<Task>('GET', `api/apps/tasks/task?id=${id}`)).body;

  it('renaming a tag to its title as read keeps its translation; a new title drops it', async () => {
    const tags = (await inTurkish<Tag[]>('GET', 'api/apps/tasks/tags')).body;
    const travel = tags.find((tag) => tag.title === 'Yolculuk');
    const same = await inTurkish<Tag>('PATCH', 'api/apps/tasks/tag', {
      id: travel?.id,
      tag: { title: 'Yolculuk' },
    });
    expect(same.body).toEqual({ id: travel?.id, title: 'Yolculuk' });
    expect((await tagsOf(admin)).find((tag) => tag.id === travel?.id)?.title).toBe('Travel');

    const renamed = await inTurkish<Tag>('PATCH', 'api/apps/tasks/tag', {
      id: travel?.id,
      tag: { title: 'Deplasman' },
    });
    expect(renamed.body.title).toBe('Deplasman');
    expect((await tagsOf(admin)).find((tag) => tag.id === travel?.id)?.title).toBe('Deplasman');
  });

  it('reseeding gives translations to rows seeded without them, steps included, never to edited ones', async () => {
    const organizationId = DEMO_PERSONAS.orgAdmin.organizationId;
    await query('UPDATE tasks SET translations = NULL WHERE organization_id = $1', [organizationId]);
    await query(
      `UPDATE tasks SET sub_tasks = (SELECT jsonb_agg(s - 'translations') FROM jsonb_array_elements(sub_tasks) s)
        WHERE organization_id = $1 AND jsonb_array_length(sub_tasks) > 0`,
      [organizationId],
    );
    await seedDemoTasks(t.server.dataSource);
    const tasks = (await inTurkish<Task[]>('GET', 'api/apps/tasks/all')).body;
    const kits = tasks.find((row) => row.title === 'U10 takımı için yeni forma siparişi ver');
    expect(kits?.subTasks.map((step) => step.title)).toEqual([
      'Bedenleri antrenörlerle teyit et',
      'Tedarikçiden teslim tarihini öğren',
      'Formaları dağıt',
    ]);
    // The registration task was edited: it stays as its people left it.
    expect(tasks.some((row) => row.title === 'Kupa kaydı')).toBe(true);
  });
});
