import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/index.js';

/** A device a user signed in from, with its push token. */
@Entity({ name: 'user_devices' })
export class UserDeviceEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('user_devices_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_devices_user_id_fkey' })
  user?: UserEntity;

  @Column({ name: 'device_token', type: 'varchar', length: 255 })
  deviceToken: string;

  @Column({ name: 'device_info', type: 'varchar', length: 255 })
  deviceInfo: string;

  @Column({ name: 'last_active_at', type: 'timestamptz', default: () => 'now()' })
  lastActiveAt: Date;
}
