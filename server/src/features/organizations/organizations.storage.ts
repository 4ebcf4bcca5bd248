import type { EntityManager } from 'typeorm';
import { AppError } from '../../shared/errors.js';

// Storage accounting (docs/domain.md, "Storage"): `organizations.storage_used_bytes` is the sum of the
// bytes of the files stored for the organization. Whoever stores a file counts it here in the
// transaction that writes its row, and whoever deletes the row gives the bytes back in the same one, so
// the sum moves with the rows. The plan's quota (`subscription_plans.storage_quota_bytes`, null for
// unlimited) is checked by the same statement that counts: concurrent uploads of one organization queue
// on its row and each sees what the others counted.

/** The file would take the organization past its plan's storage quota: nothing was stored. */
export const quotaExceeded = () =>
  new AppError(
    'QUOTA_EXCEEDED',
    "The organization's storage is full: this file would exceed its plan's quota.",
  );

/**
 * Counts `bytes` more stored by the organization, in the caller's transaction; QUOTA_EXCEEDED (nothing
 * counted) when that would pass its plan's quota. An organization without a plan, or on an unlimited
 * one, is only counted. The organization's row stays locked until the transaction ends.
 */
export async function chargeStorage(
  manager: EntityManager,
  organizationId: string,
  bytes: number,
): Promise<void> {
  const counted = await manager.query<{ id: string }[]>(
    `WITH counted AS (
       UPDATE organizations o SET storage_used_bytes = o.storage_used_bytes + $2::bigint
        WHERE o.id = $1
          AND o.storage_used_bytes + $2::bigint <= COALESCE(
                (SELECT p.storage_quota_bytes FROM subscription_plans p WHERE p.id = o.subscription_plan_id),
                o.storage_used_bytes + $2::bigint)
        RETURNING o.id)
     SELECT id FROM counted`,
    [organizationId, bytes],
  );
  if (counted.length === 0) throw quotaExceeded();
}

/** A deleted file's share of its organization's storage. */
export interface StoredBytes {
  organizationId: string;
  bytes: number | string;
}

/** Gives back the bytes of deleted files, in the transaction that deleted their rows. Never below zero. */
export async function releaseStorage(manager: EntityManager, files: readonly StoredBytes[]): Promise<void> {
  if (files.length === 0) return;
  await manager.query(
    `UPDATE organizations o SET storage_used_bytes = GREATEST(o.storage_used_bytes - f.bytes, 0)
       FROM (SELECT organization_id, sum(bytes)::bigint AS bytes
               FROM unnest($1::uuid[], $2::bigint[]) AS t(organization_id, bytes)
              GROUP BY organization_id) f
      WHERE o.id = f.organization_id`,
    [files.map((file) => file.organizationId), files.map((file) => String(file.bytes))],
  );
}
