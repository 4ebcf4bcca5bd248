import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { OrganizationEntity } from '../organizations/index.js';
import { UserEntity } from '../users/index.js';
import type { Translations } from '../../shared/localized-text.js';

export const TASK_TYPES = ['task', 'section'] as const;
export type TaskTypeValue = (typeof TASK_TYPES)[number];

export interface SubTaskValue {
  id: string;
  title: string;
  completed: boolean;
  /** The title in the other interface languages (seeded steps; shared/localized-text.ts). */
  translations?: Translations;
}

/**
 * A task or a section of an organization's tasks list (spec 001 §3). Rows are listed by `position`
 * (the spec's `order`), then id; sub-tasks are a value list in jsonb, tags ids of task tags.
 */
@Entity({ name: 'tasks' })
@Index('tasks_organization_position_idx', ['organizationId', 'position', 'id'])
@Check('tasks_priority_check', '"priority" BETWEEN 0 AND 2')
export class TaskEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'tasks_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Column({ type: 'enum', enum: TASK_TYPES, enumName: 'task_type' })
  type: TaskTypeValue;

  @Column({ type: 'varchar', length: 300, default: '' })
  title: string;

  /** Sanitised HTML. */
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'boolean', default: false })
  completed: boolean;

  @Column({ name: 'due_date', type: 'timestamptz', nullable: true })
  dueDate: Date | null;

  @Column({ type: 'smallint', default: 1 })
  priority: number;

  @Column({ name: 'tag_ids', type: 'uuid', array: true, default: () => "'{}'" })
  tagIds: string[];

  @Index('tasks_assigned_to_idx')
  @Column({ name: 'assigned_to', type: 'uuid', nullable: true })
  assignedTo: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigned_to', foreignKeyConstraintName: 'tasks_assigned_to_fkey' })
  assignee?: UserEntity | null;

  @Column({ name: 'sub_tasks', type: 'jsonb', default: () => "'[]'" })
  subTasks: SubTaskValue[];

  /** The spec's `order`; new rows take one less than the smallest, so they come first. */
  @Column({ type: 'integer' })
  position: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** The text in the other interface languages (shared/localized-text.ts); null for text people wrote. */
  @Column({ type: 'jsonb', nullable: true })
  translations: Translations | null;
}
