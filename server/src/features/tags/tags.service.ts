import { z } from 'zod';
import type { DataSource, Repository } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import { isUniqueViolation } from '../../shared/db/pg-errors.js';
import { AppError, conflict, notFound } from '../../shared/errors.js';
import type { Language } from '../../shared/language.js';
import { translatedEditsSql } from '../../shared/localized-text.js';
import { isUuid, validate } from '../../shared/validation.js';
import { TagEntity, type TagKind } from './tag.entity.js';
import { tagsReadableBy, tagsWritableBy } from './tags.policy.js';

/** The table whose `tag_ids` arrays carry each kind of tag. */
const ITEM_TABLE: Record<TagKind, string> = { contact: 'contacts', task: 'tasks' };

const tagInput = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(50, 'Title must be at most 50 characters'),
});

const titleTaken = () =>
  conflict('title', 'A tag with this title already exists', 'A tag with this title already exists.');

/**
 * Tags of every kind (contact, task): one organization's set per kind, titles unique regardless of
 * case. Each kind follows the rule of the app it labels (tags.policy.ts: both are staff apps); changing
 * needs the write permission, deleting the delete permission.
 */
export class TagsService {
  private readonly tags: Repository<TagEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.tags = dataSource.getRepository(TagEntity);
  }

  /** Newest first, as the spec places a new tag first. */
  async list(viewer: Viewer | null, kind: TagKind): Promise<TagEntity[]> {
    const organizationId = tagsReadableBy(viewer, kind);
    if (organizationId === null) return [];
    return this.tags.find({ where: { organizationId, kind }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async create(viewer: Viewer | null, kind: TagKind, title: unknown): Promise<TagEntity> {
    const organizationId = tagsWritableBy(viewer, kind);
    const data = validate(tagInput, { title });
    try {
      return await this.tags.save(this.tags.create({ organizationId, kind, title: data.title }));
    } catch (error) {
      if (isUniqueViolation(error)) throw titleTaken();
      throw error;
    }
  }

  /**
   * Renames a tag as read in `language` (shared/localized-text.ts): a new title holds in every language,
   * the title sent back as read keeps its translations.
   */
  async update(
    viewer: Viewer | null,
    kind: TagKind,
    id: string,
    title: unknown,
    language: Language,
  ): Promise<TagEntity> {
    const organizationId = tagsWritableBy(viewer, kind);
    const data = validate(tagInput, { title });
    if (!isUuid(id)) throw notFound('Tag');
    try {
      const rows: Record<string, unknown>[] = await this.dataSource.query(
        `WITH u AS (UPDATE tags AS g SET ${translatedEditsSql('g', '$5', [{ column: 'title', value: '$4' }]).join(', ')}
                     WHERE g.id = $1 AND g.organization_id = $2 AND g.kind = $3 RETURNING g.*)
         SELECT id, title, created_at, translations FROM u`,
        [id, organizationId, kind, data.title, language],
      );
      const row = rows[0];
      if (!row) throw notFound('Tag');
      return this.tags.create({
        id: row.id as string,
        organizationId,
        kind,
        title: row.title as string,
        createdAt: row.created_at as Date,
        translations: (row.translations as TagEntity['translations']) ?? null,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw titleTaken();
      throw error;
    }
  }

  /** Deletes the tag and takes its id out of every item carrying it, in one transaction. */
  async remove(viewer: Viewer | null, kind: TagKind, id: string): Promise<boolean> {
    const organizationId = tagsWritableBy(viewer, kind, 'delete');
    if (!isUuid(id)) throw notFound('Tag');
    return this.dataSource.transaction(async (manager) => {
      const result = await manager.delete(TagEntity, { id, organizationId, kind });
      if (!result.affected) throw notFound('Tag');
      await manager.query(
        `UPDATE "${ITEM_TABLE[kind]}" SET tag_ids = array_remove(tag_ids, $1)
          WHERE organization_id = $2 AND tag_ids @> ARRAY[$1]::uuid[]`,
        [id, organizationId],
      );
      return true;
    });
  }

  /**
   * The ids deduplicated in their order, or BAD_USER_INPUT on the `tags` field when one is not a tag of
   * this kind in the organization. One statement.
   */
  async checkIds(organizationId: string, kind: TagKind, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return unique;
    const unknown = () =>
      new AppError('BAD_USER_INPUT', 'Some tags do not exist.', {
        fieldErrors: { tags: 'Some tags do not exist' },
      });
    if (!unique.every(isUuid)) throw unknown();
    const found: { count: string }[] = await this.tags.query(
      'SELECT count(*) AS count FROM tags WHERE organization_id = $1 AND kind = $2 AND id = ANY($3::uuid[])',
      [organizationId, kind, unique],
    );
    if (Number(found[0]?.count ?? 0) !== unique.length) throw unknown();
    return unique;
  }
}
