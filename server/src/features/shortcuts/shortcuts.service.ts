import type { DataSource, Repository } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { AppError } from '../../shared/errors.js';
import { validate, isUuid } from '../../shared/validation.js';
import { ShortcutEntity } from './shortcut.entity.js';
import { ownShortcuts } from './shortcuts.policy.js';
import { createShortcutSchema, updateShortcutSchema } from './shortcuts.validation.js';

const notFound = () => new AppError('NOT_FOUND', 'Shortcut not found.');

/** The viewer's shortcuts panel (spec 000 §3, §5). Every statement is limited to the viewer's rows. */
export class ShortcutsService {
  private readonly shortcuts: Repository<ShortcutEntity>;

  constructor(dataSource: DataSource) {
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

  async update(viewer: Viewer | null, id: string, input: unknown): Promise<ShortcutEntity> {
    const own = ownShortcuts(requireViewer(viewer));
    const data = validate(updateShortcutSchema, input);
    const changes = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
    if (!isUuid(id)) throw notFound();
    if (Object.keys(changes).length === 0) {
      const row = await this.shortcuts.findOneBy({ id, ...own });
      if (!row) throw notFound();
      return row;
    }
    // One UPDATE … RETURNING: ownership check and change in one statement.
    const result = await this.shortcuts
      .createQueryBuilder()
      .update()
      .set(changes)
      .where('id = :id AND user_id = :userId', { id, ...own })
      .returning('*')
      .execute();
    const row = (result.raw as Record<string, unknown>[])[0];
    if (!row) throw notFound();
    return this.fromRaw(row);
  }

  async remove(viewer: Viewer | null, id: string): Promise<boolean> {
    const own = ownShortcuts(requireViewer(viewer));
    if (!isUuid(id)) throw notFound();
    const result = await this.shortcuts.delete({ id, ...own });
    if (!result.affected) throw notFound();
    return true;
  }

  private fromRaw(row: Record<string, unknown>): ShortcutEntity {
    const entity: Record<string, unknown> = {};
    for (const column of this.shortcuts.metadata.columns)
      entity[column.propertyName] = row[column.databaseName];
    return this.shortcuts.create(entity as Partial<ShortcutEntity>);
  }
}
