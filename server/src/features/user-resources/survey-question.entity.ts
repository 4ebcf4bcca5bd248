import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Translations } from '../../shared/localized-text.js';
import { OrganizationEntity } from '../organizations/index.js';

/** A survey question: the minimal table the users' survey answers point into. */
@Entity({ name: 'survey_questions' })
export class SurveyQuestionEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Index('survey_questions_organization_id_idx')
  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'survey_questions_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Column({ name: 'survey_title', type: 'varchar', length: 200 })
  surveyTitle: string;

  @Column({ type: 'varchar', length: 500 })
  text: string;

  @Column({ type: 'integer' })
  position: number;
  /** The text in the other interface languages (shared/localized-text.ts); null for text people wrote. */
  @Column({ type: 'jsonb', nullable: true })
  translations: Translations | null;
}
