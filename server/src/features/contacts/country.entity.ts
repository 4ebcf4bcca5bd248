import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A country a phone number can belong to: reference data, the same for every organization. */
@Entity({ name: 'countries' })
export class CountryEntity {
  @PrimaryColumn('uuid')
  id: string;

  /** ISO 3166-1 alpha-2 in lower case. */
  @Column({ type: 'varchar', length: 2, unique: true })
  iso: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Dial prefix with the plus sign. */
  @Column({ type: 'varchar', length: 10 })
  code: string;

  /** Emoji flag (two regional indicator symbols). */
  @Column({ type: 'varchar', length: 16 })
  flag: string;
}
