import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Translations } from '../../shared/localized-text.js';
import { BranchEntity, OrganizationEntity } from '../organizations/index.js';
import { AthleteEntity } from '../athletes/index.js';
import { TeamEntity } from '../teams/index.js';

export const EVENT_TYPES = ['training', 'match', 'camp', 'tryout', 'meeting', 'social'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_STATUSES = ['scheduled', 'cancelled', 'done'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_SCOPES = ['organization', 'branch', 'teams'] as const;
export type EventScope = (typeof EVENT_SCOPES)[number];

/**
 * An event of an organization (docs/domain.md, "Activity"): a single one, or a series when `rrule` is set.
 * A series is stored once and expanded for a window on read (events.recurrence.ts): `starts_at`/`ends_at`
 * are its first occurrence, `rrule` the RFC 5545 rule without DTSTART (repeating in `time_zone`, so wall
 * times hold across daylight saving), `excluded_dates` the local days left out, and `last_start` the
 * start of its last occurrence (every series ends: at most 400 days) so a window finds its series by index.
 */
@Entity({ name: 'events' })
@Index('events_window_idx', ['organizationId', 'lastStart'])
export class EventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'events_organization_id_fkey' })
  organization?: OrganizationEntity;

  @Column({ type: 'enum', enum: EVENT_TYPES, enumName: 'event_type' })
  type: EventType;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** The title in the other interface languages (shared/localized-text.ts); null for titles people wrote. */
  @Column({ type: 'jsonb', nullable: true })
  translations: Translations | null;

  @Column({ type: 'enum', enum: EVENT_SCOPES, enumName: 'event_scope' })
  scope: EventScope;

  @Index('events_branch_id_idx')
  @Column({ name: 'branch_id', type: 'uuid', nullable: true })
  branchId: string | null;

  @ManyToOne(() => BranchEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'branch_id', foreignKeyConstraintName: 'events_branch_id_fkey' })
  branch?: BranchEntity;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  @Column({ name: 'time_zone', type: 'varchar', length: 64 })
  timeZone: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  rrule: string | null;

  @Column({ name: 'excluded_dates', type: 'date', array: true, default: () => "'{}'" })
  excludedDates: string[];

  @Column({ name: 'last_start', type: 'timestamptz' })
  lastStart: Date;

  @Column({ name: 'venue_branch_id', type: 'uuid', nullable: true })
  venueBranchId: string | null;

  @ManyToOne(() => BranchEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'venue_branch_id', foreignKeyConstraintName: 'events_venue_branch_id_fkey' })
  venueBranch?: BranchEntity;

  @Column({ type: 'varchar', length: 200, nullable: true })
  venue: string | null;

  @Column({ type: 'int', nullable: true })
  capacity: number | null;

  @Column({ name: 'fee_minor', type: 'int', nullable: true })
  feeMinor: number | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  notes: string | null;

  @Column({ type: 'enum', enum: EVENT_STATUSES, enumName: 'event_status', default: 'scheduled' })
  status: EventStatus;

  @Column({ name: 'split_from_id', type: 'uuid', nullable: true })
  splitFromId: string | null;

  @ManyToOne(() => EventEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'split_from_id', foreignKeyConstraintName: 'events_split_from_id_fkey' })
  splitFrom?: EventEntity;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A team an event of scope `teams` is for. */
@Entity({ name: 'event_teams' })
export class EventTeamEntity {
  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'event_teams_event_id_fkey' })
  event?: EventEntity;

  @Index('event_teams_team_id_idx')
  @PrimaryColumn({ name: 'team_id', type: 'uuid' })
  teamId: string;

  @ManyToOne(() => TeamEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id', foreignKeyConstraintName: 'event_teams_team_id_fkey' })
  team?: TeamEntity;
}

/**
 * One occurrence of a series that has its own state: moved, renamed, given its own notes or status. Keyed
 * by the start the series gives it (`original_start`), so it survives while the series stands. Null
 * fields take the series' values. Attendance and RSVP hang on (event, original start) the same way.
 */
@Entity({ name: 'event_occurrences' })
@Index('event_occurrences_event_start_key', ['eventId', 'originalStart'], { unique: true })
@Index('event_occurrences_window_idx', ['startsAt'])
export class EventOccurrenceEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'event_occurrences_event_id_fkey' })
  event?: EventEntity;

  @Column({ name: 'original_start', type: 'timestamptz' })
  originalStart: Date;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  @Column({ type: 'varchar', length: 200, nullable: true })
  title: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  venue: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  notes: string | null;

  @Column({ type: 'enum', enum: EVENT_STATUSES, enumName: 'event_status', nullable: true })
  status: EventStatus | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

export const RSVP_ANSWERS = ['going', 'not_going', 'maybe'] as const;
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number];

export const ATTENDANCE_MARKS = ['present', 'late', 'excused', 'absent'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/**
 * An athlete at one occurrence (event, original start): the guardians' answer and the roll. A row exists
 * only once someone answered or took the roll; the invited are the members of the event's teams on the
 * occurrence's day (events.attendance.ts).
 */
@Entity({ name: 'event_attendance' })
@Index('event_attendance_key', ['eventId', 'originalStart', 'athleteId'], { unique: true })
@Index('event_attendance_athlete_idx', ['athleteId', 'originalStart'])
export class EventAttendanceEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'event_attendance_event_id_fkey' })
  event?: EventEntity;

  @Column({ name: 'original_start', type: 'timestamptz' })
  originalStart: Date;

  @Column({ name: 'athlete_id', type: 'uuid' })
  athleteId: string;

  @ManyToOne(() => AthleteEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'athlete_id', foreignKeyConstraintName: 'event_attendance_athlete_id_fkey' })
  athlete?: AthleteEntity;

  @Column({ type: 'enum', enum: RSVP_ANSWERS, enumName: 'rsvp_answer', nullable: true })
  rsvp: RsvpAnswer | null;

  @Column({ name: 'rsvp_note', type: 'varchar', length: 500, nullable: true })
  rsvpNote: string | null;

  @Column({ name: 'rsvp_by', type: 'uuid', nullable: true })
  rsvpBy: string | null;

  @Column({ name: 'rsvp_at', type: 'timestamptz', nullable: true })
  rsvpAt: Date | null;

  @Column({ type: 'enum', enum: ATTENDANCE_MARKS, enumName: 'attendance_mark', nullable: true })
  attendance: AttendanceMark | null;

  @Column({ name: 'checked_by', type: 'uuid', nullable: true })
  checkedBy: string | null;

  @Column({ name: 'checked_at', type: 'timestamptz', nullable: true })
  checkedAt: Date | null;
}
