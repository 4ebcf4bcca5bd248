import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '../users/index.js';

/** A user's wallet: at most one per user. */
@Entity({ name: 'user_wallets' })
export class UserWalletEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('user_wallets_user_id_key', { unique: true })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_wallets_user_id_fkey' })
  user?: UserEntity;

  @Index('user_wallets_token_key', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  token: string;

  /** Exact to the cent, in `currency`; read back as a string. */
  @Column({ type: 'numeric', precision: 12, scale: 2, default: 0 })
  balance: string;

  /** ISO 4217 code of the balance; the schools bill in Turkish lira. */
  @Column({ type: 'varchar', length: 3, default: 'TRY' })
  currency: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
