import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/index.js';
import { SurveyQuestionAnswerEntity } from './survey-question-answer.entity.js';

/** An option a user chose in a survey. */
@Entity({ name: 'user_survey_answers' })
export class UserSurveyAnswerEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('user_survey_answers_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_survey_answers_user_id_fkey' })
  user?: UserEntity;

  @Index('user_survey_answers_survey_question_answer_id_idx')
  @Column({ name: 'survey_question_answer_id', type: 'uuid' })
  surveyQuestionAnswerId: string;

  @ManyToOne(() => SurveyQuestionAnswerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'survey_question_answer_id',
    foreignKeyConstraintName: 'user_survey_answers_survey_question_answer_id_fkey',
  })
  surveyQuestionAnswer?: SurveyQuestionAnswerEntity;

  @Column({ name: 'answered_at', type: 'timestamptz', default: () => 'now()' })
  answeredAt: Date;
}
