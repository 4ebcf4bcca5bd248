import type { DataSource, Repository } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { boundParams } from '../../shared/db/bind.js';
import { notFound } from '../../shared/errors.js';
import type { Language } from '../../shared/language.js';
import { translatedEditsSql } from '../../shared/localized-text.js';
import { validate, isUuid } from '../../shared/validation.js';
import { ShortcutEntity } from './shortcut.entity.js';
import { ownShortcuts } from './shortcuts.policy.js';
import { createShortcutSchema, updateShortcutSchema } from './shortcuts.validation.js';

/** The viewer's shortcuts panel (spec 000 §3, §5). Every statement is limited to the viewer's rows. */
export class ShortcutsService {
  private readonly shortcuts: Repository<ShortcutEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.shortcuts = dataSource.getRepository(ShortcutEntity);
  }

  /** In panel order, one statement. */
  list(viewer: Viewer | null): Promise<ShortcutEntity[]> {
    const own = ownShortcuts(requireViewer(viewer));
    return this.shortcuts.find({ where: own, order: { position: 'ASC', createdAt: 'ASC', id: 'ASC' } });
  }

  /** Appends at the end: the position is computed by the INSERT itself, so concurrent adds keep their order. */
  async create(viewer: Viewer | null, input: unknown): Promise<ShortcutEntity> {
    const own = ownShortcuts(requireViewer(viewer));
    const data = validate(createShortcutSchema, input);
    const result = await this.shortcuts
      .createQueryBuilder()
      .insert()
      .values({
        ...own,
        label: data.label,
        description: data.description ?? null,
        icon: data.icon,
        link: data.link,
        useRouter: data.useRouter,
        position: () =>
          '(SELECT COALESCE(MAX(s.position), 0) + 1 FROM shortcuts s WHERE s.user_id = :ownerId)',
      })
      .setParameter('ownerId', own.userId)
      .returning('*')
      .execute();
    return this.fromRaw((result.raw as Record<string, unknown>[])[0] ?? {});
  }

  /**
   * Changes the viewer's shortcut. The label and description follow the translated-text rule
   * (shared/localized-text.ts): a value equal to what the person reads in `language` is no change, so a
   * form sent back whole in Turkish keeps a seeded shortcut's English text and translations.
   */
  async update(
    viewer: Viewer | null,
    id: string,
    input: unknown,
    language: Language,
  ): Promise<ShortcutEntity> {
    const own = ownShortcuts(requireViewer(viewer));
    const data = validate(updateShortcutSchema, input);
    if (!isUuid(id)) throw notFound('Shortcut');
    const { params, bind } = boundParams([id, own.userId]);
    const assignments: string[] = [];
    if (data.icon !== undefined) assignments.push(`icon = ${bind(data.icon)}`);
    if (data.link !== undefined) assignments.push(`link = ${bind(data.link)}`);
    if (data.useRouter !== undefined) assignments.push(`use_router = ${bind(data.useRouter)}`);
    const edits = [
      ...(data.label !== undefined ? [{ column: 'label', value: bind(data.label) }] : []),
      ...(data.description !== undefined ? [{ column: 'description', value: bind(data.description) }] : []),
    ];
    if (edits.length > 0) assignments.push(...translatedEditsSql('shortcuts', bind(language), edits));
    if (assignments.length === 0) {
      const row = await this.shortcuts.findOneBy({ id, ...own });
      if (!row) throw notFound('Shortcut');
      return row;
    }
    // One UPDATE … RETURNING: ownership check and change in one statement (read through a WITH, as the
    // driver answers a bare UPDATE with its row count too).
    const [row] = await this.dataSource.query<Record<string, unknown>[]>(
      `WITH s AS (UPDATE shortcuts SET ${assignments.join(', ')} WHERE id = $1 AND user_id = $2 RETURNING *)
       SELECT * FROM s`,
      params,
    );
    if (!row) throw notFound('Shortcut');
    return this.fromRaw(row);
  }

  async remove(viewer: Viewer | null, id: string): Promise<boolean> {
    const own = ownShortcuts(requireViewer(viewer));
    if (!isUuid(id)) throw notFound('Shortcut');
    const result = await this.shortcuts.delete({ id, ...own });
    if (!result.affected) throw notFound('Shortcut');
    return true;
  }

  private fromRaw(row: Record<string, unknown>): ShortcutEntity {
    const entity: Record<string, unknown> = {};
    for (const column of this.shortcuts.metadata.columns)
      entity[column.propertyName] = row[column.databaseName];
    return this.shortcuts.create(entity as Partial<ShortcutEntity>);
  }
}
