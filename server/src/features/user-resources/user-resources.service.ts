import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { FileAnswer } from '../../shared/file-route.js';
import { isUuid } from '../../shared/validation.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { AppError, notFound } from '../../shared/errors.js';
import { userFamilyCredit, userFamilyPayments } from '../fees/index.js';
import { SubscriptionPlanEntity } from '../subscriptions/index.js';
import { visibleUsersCondition } from '../users/index.js';
import { DocumentTypeEntity } from './document-type.entity.js';
import { NotificationTypeEntity } from './notification-type.entity.js';
import { UserDeviceEntity } from './user-device.entity.js';
import { UserDocumentEntity } from './user-document.entity.js';
import { UserFeedbackEntity } from './user-feedback.entity.js';
import { UserNotificationDeliveryEntity } from './user-notification-delivery.entity.js';
import { UserSurveyAnswerEntity } from './user-survey-answer.entity.js';
import { DocumentFiles } from './user-resources.files.js';

export interface NotificationPreference {
  userId: string;
  notificationTypeId: string;
  enabled: boolean;
}

/**
 * The per-user sub-resources of spec 001 §3 (documents, payments, wallet, …) and the reference lists.
 * A sub-resource of a user the viewer may not see answers NOT_FOUND, like an unknown id. Payments and the
 * wallet are the family's, read from the fees feature with its policy (fees.user-money.ts).
 */
export class UserResourcesService {
  private readonly files: DocumentFiles;

  constructor(
    private readonly dataSource: DataSource,
    filesDir: string,
  ) {
    this.files = new DocumentFiles(filesDir);
  }

  async documentTypes(viewer: Viewer | null): Promise<DocumentTypeEntity[]> {
    requireViewer(viewer);
    return this.dataSource.getRepository(DocumentTypeEntity).find({ order: { id: 'ASC' } });
  }

  async notificationTypes(viewer: Viewer | null): Promise<NotificationTypeEntity[]> {
    requireViewer(viewer);
    return this.dataSource.getRepository(NotificationTypeEntity).find({ order: { id: 'ASC' } });
  }

  async subscriptionPlans(viewer: Viewer | null): Promise<SubscriptionPlanEntity[]> {
    requireViewer(viewer);
    return this.dataSource.getRepository(SubscriptionPlanEntity).find({ order: { price: 'ASC', id: 'ASC' } });
  }

  /** A user's documents with their type joined in (one statement). */
  documents(viewer: Viewer | null, userId: string) {
    return this.listOf(viewer, userId, UserDocumentEntity, { uploadedAt: 'DESC' }, { documentType: true });
  }

  /** Whether a document's bytes are in storage (or, for a demo document, can be generated). */
  documentFileAvailable(document: UserDocumentEntity): Promise<boolean> {
    return this.files.available(document);
  }

  /**
   * A document's file, for its owner and the administrators who may see the owner (the same SQL
   * condition as every read of a user). NOT_FOUND alike for an unknown, malformed or hidden document;
   * NOT_FOUND saying so when the row names a file that is missing from storage.
   */
  async documentFile(viewer: Viewer | null, userId: string, documentId: string): Promise<FileAnswer> {
    const current = requireViewer(viewer);
    if (!isUuid(userId) || !isUuid(documentId)) throw notFound('Document');
    const visible = visibleUsersCondition(current, 'u');
    const document = await this.dataSource
      .getRepository(UserDocumentEntity)
      .createQueryBuilder('d')
      .innerJoinAndSelect('d.documentType', 'dt')
      .innerJoin('users', 'u', 'u.id = d.user_id')
      .where('d.id = :documentId AND d.user_id = :userId', { documentId, userId })
      .andWhere(visible.sql, visible.params)
      .getOne();
    if (!document) throw notFound('Document');
    const file = await this.files.read({ ...document, typeName: document.documentType?.name ?? '' });
    if (!file) {
      throw new AppError('NOT_FOUND', 'The file of this document is missing from storage.');
    }
    return file;
  }

  async payments(viewer: Viewer | null, userId: string) {
    return userFamilyPayments(this.dataSource, await this.requireVisibleUser(viewer, userId), userId);
  }

  notificationDeliveries(viewer: Viewer | null, userId: string) {
    return this.listOf(viewer, userId, UserNotificationDeliveryEntity, { lastTryAt: 'DESC' });
  }

  devices(viewer: Viewer | null, userId: string) {
    return this.listOf(viewer, userId, UserDeviceEntity, { lastActiveAt: 'DESC' });
  }

  /** A user's survey answers with their question and chosen option joined in (one statement). */
  surveyAnswers(viewer: Viewer | null, userId: string) {
    return this.listOf(
      viewer,
      userId,
      UserSurveyAnswerEntity,
      { answeredAt: 'DESC' },
      { question: true, surveyQuestionAnswer: true },
    );
  }

  feedbacks(viewer: Viewer | null, userId: string) {
    return this.listOf(viewer, userId, UserFeedbackEntity, { createdAt: 'DESC' });
  }

  async wallet(viewer: Viewer | null, userId: string) {
    return userFamilyCredit(this.dataSource, await this.requireVisibleUser(viewer, userId), userId);
  }

  /** One entry per notification type: the user's own choice, else the type's default. */
  async notificationPreferences(viewer: Viewer | null, userId: string): Promise<NotificationPreference[]> {
    await this.requireVisibleUser(viewer, userId);
    const rows: { notificationTypeId: string; enabled: boolean }[] = await this.dataSource.query(
      `SELECT nt.id AS "notificationTypeId", COALESCE(p.enabled, nt.default_enabled) AS enabled
         FROM notification_types nt
         LEFT JOIN user_notification_preferences p ON p.notification_type_id = nt.id AND p.user_id = $1
        ORDER BY nt.id`,
      [userId],
    );
    return rows.map((row) => ({ userId, ...row }));
  }

  private async listOf<Entity extends ObjectLiteral & { userId: string }>(
    viewer: Viewer | null,
    userId: string,
    target: EntityTarget<Entity>,
    order: Record<string, 'ASC' | 'DESC'>,
    relations: Record<string, true> = {},
  ): Promise<Entity[]> {
    await this.requireVisibleUser(viewer, userId);
    return this.dataSource.getRepository(target).find({
      where: { userId } as never,
      order: { ...order, id: 'ASC' } as never,
      relations: relations as never,
    });
  }

  /** The viewer, when they may see the user; else NOT_FOUND. */
  private async requireVisibleUser(viewer: Viewer | null, userId: string): Promise<Viewer> {
    const current = requireViewer(viewer);
    if (!isUuid(userId)) throw new AppError('NOT_FOUND', 'User not found.');
    const visible = visibleUsersCondition(current, 'u');
    const found = await this.dataSource
      .createQueryBuilder()
      .select('1')
      .from('users', 'u')
      .where('u.id = :targetId', { targetId: userId })
      .andWhere(visible.sql, visible.params)
      .getRawOne();
    if (!found) throw new AppError('NOT_FOUND', 'User not found.');
    return current;
  }
}
