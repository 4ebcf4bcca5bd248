import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/index.js';
import { DocumentTypeEntity } from './document-type.entity.js';

/** A document a user uploaded. */
@Entity({ name: 'user_documents' })
export class UserDocumentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('user_documents_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_documents_user_id_fkey' })
  user?: UserEntity;

  @Index('user_documents_document_type_id_idx')
  @Column({ name: 'document_type_id', type: 'uuid' })
  documentTypeId: string;

  @ManyToOne(() => DocumentTypeEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'document_type_id', foreignKeyConstraintName: 'user_documents_document_type_id_fkey' })
  documentType?: DocumentTypeEntity;

  @Column({ name: 'document_url', type: 'varchar', length: 2048 })
  documentUrl: string;

  @Column({ name: 'uploaded_at', type: 'timestamptz', default: () => 'now()' })
  uploadedAt: Date;
}
