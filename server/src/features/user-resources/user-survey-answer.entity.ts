import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Translations } from '../../shared/localized-text.js';
import { UserEntity } from '../users/index.js';
import { SurveyQuestionAnswerEntity } from './survey-question-answer.entity.js';
import { SurveyQuestionEntity } from './survey-question.entity.js';

/** A user's answer to a survey question: one of its options, or text the user wrote. */
@Entity({ name: 'user_survey_answers' })
@Check(
  'user_survey_answers_option_or_text_check',
  '"survey_question_answer_id" IS NOT NULL OR "text" IS NOT NULL',
)
export class UserSurveyAnswerEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('user_survey_answers_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_survey_answers_user_id_fkey' })
  user?: UserEntity;

  @Index('user_survey_answers_question_id_idx')
  @Column({ name: 'question_id', type: 'uuid' })
  questionId: string;

  @ManyToOne(() => SurveyQuestionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'question_id', foreignKeyConstraintName: 'user_survey_answers_question_id_fkey' })
  question?: SurveyQuestionEntity;

  /** The option chosen; null when the user wrote their answer (`text`). */
  @Index('user_survey_answers_survey_question_answer_id_idx')
  @Column({ name: 'survey_question_answer_id', type: 'uuid', nullable: true })
  surveyQuestionAnswerId: string | null;

  @ManyToOne(() => SurveyQuestionAnswerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'survey_question_answer_id',
    foreignKeyConstraintName: 'user_survey_answers_survey_question_answer_id_fkey',
  })
  surveyQuestionAnswer?: SurveyQuestionAnswerEntity | null;

  /** What the user wrote, for a question answered in words; null when an option was chosen. */
  @Column({ type: 'varchar', length: 2000, nullable: true })
  text: string | null;

  /** The written answer in the other interface languages (shared/localized-text.ts): seeded answers only. */
  @Column({ type: 'jsonb', nullable: true })
  translations: Translations | null;

  @Column({ name: 'answered_at', type: 'timestamptz', default: () => 'now()' })
  answeredAt: Date;
}
