import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Translations } from '../../shared/localized-text.js';
import { SurveyQuestionEntity } from './survey-question.entity.js';

/** One option of a survey question. */
@Entity({ name: 'survey_question_answers' })
export class SurveyQuestionAnswerEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Index('survey_question_answers_question_id_idx')
  @Column({ name: 'question_id', type: 'uuid' })
  questionId: string;

  @ManyToOne(() => SurveyQuestionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'question_id', foreignKeyConstraintName: 'survey_question_answers_question_id_fkey' })
  question?: SurveyQuestionEntity;

  @Column({ type: 'varchar', length: 200 })
  text: string;

  @Column({ type: 'integer' })
  position: number;
  /** The text in the other interface languages (shared/localized-text.ts); null for text people wrote. */
  @Column({ type: 'jsonb', nullable: true })
  translations: Translations | null;
}
