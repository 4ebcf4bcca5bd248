import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every mail Arena sends, kept so that it can be read back (development, tests, audits). */
@Entity({ name: 'mail_outbox' })
export class MailOutboxEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('mail_outbox_recipient_idx')
  @Column({ type: 'citext' })
  recipient: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'varchar', length: 16 })
  transport: 'console' | 'smtp';

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
