import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from './user.entity.js';

/**
 * A picture a user uploaded as their avatar: a checked, normalised `data:` URL (shared/avatar.ts). Kept
 * apart from the users row, which every authenticated request reads, and read only where a User's
 * avatar is asked for (users.loaders.ts).
 */
@Entity({ name: 'user_avatar_images' })
export class UserAvatarImageEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_avatar_images_user_id_fkey' })
  user?: UserEntity;

  /** At most 1 MB of PNG, JPEG or WebP once decoded. */
  @Column({ name: 'data_url', type: 'text' })
  dataUrl: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
