import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/index.js';

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment a user made. */
@Entity({ name: 'user_payments' })
export class UserPaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('user_payments_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_payments_user_id_fkey' })
  user?: UserEntity;

  /** Exact to the cent; read back as a string. */
  @Column({ type: 'numeric', precision: 12, scale: 2 })
  amount: string;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'enum', enum: PAYMENT_STATUSES, enumName: 'payment_status' })
  status: PaymentStatus;

  @Column({ name: 'payment_at', type: 'timestamptz', default: () => 'now()' })
  paymentAt: Date;
}
