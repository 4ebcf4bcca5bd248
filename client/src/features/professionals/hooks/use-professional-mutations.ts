import { useCallback } from 'react';
import type { CertificationInput } from '../../../generated/graphql';
import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import { dataOrThrow } from '../../../lib/apollo/use-cache-mutation';
import {
  ArchiveCertificationDocument,
  CreateCertificationDocument,
  UpdateCertificationDocument,
} from '../graphql/professionals';

// The professionals screens' mutations, through useFeatureMutation (lib/apollo): a certification added
// joins, and one archived leaves, the professional's cached list; a change is merged by id. Each call
// answers the data or rejects, for the caller to show the refusal.

/**
 * Saves the certification dialog: adds one to `professionalId`'s list (the profile sorts what it shows)
 * or changes the one named.
 */
export function useSaveCertification(professionalId: string) {
  const [create, creating] = useFeatureMutation(CreateCertificationDocument, 'professionals');
  const [update, updating] = useFeatureMutation(UpdateCertificationDocument, 'professionals');
  const save = useCallback(
    async (certificationId: string | null, input: CertificationInput) => {
      if (certificationId) {
        dataOrThrow(await update({ variables: { id: certificationId, input }, handledByCaller: true }));
        return;
      }
      dataOrThrow(
        await create({
          variables: { professionalId, input },
          handledByCaller: true,
          update(cache, { data }) {
            const added = data?.createCertification;
            if (!added) return;
            cache.modify({
              id: cache.identify({ __typename: 'Professional', id: professionalId }),
              fields: {
                certifications: (existing, { toReference, isReference }) => {
                  const reference = toReference(added);
                  return Array.isArray(existing) && reference
                    ? [...existing.filter(isReference), reference]
                    : existing;
                },
              },
            });
          },
        }),
      );
    },
    [create, update, professionalId],
  );
  return [save, { loading: creating.loading || updating.loading }] as const;
}

/** Archives a certification: it leaves `professionalId`'s cached list. */
export function useArchiveCertification(professionalId: string) {
  const [archive, state] = useFeatureMutation(ArchiveCertificationDocument, 'professionals');
  const run = useCallback(
    async (certificationId: string) =>
      dataOrThrow(
        await archive({
          variables: { id: certificationId },
          handledByCaller: true,
          update(cache, { data }) {
            const archived = data?.archiveCertification;
            if (!archived) return;
            cache.modify({
              id: cache.identify({ __typename: 'Professional', id: professionalId }),
              fields: {
                certifications: (existing, { readField, isReference }) =>
                  Array.isArray(existing)
                    ? existing.filter((ref) => !isReference(ref) || readField('id', ref) !== archived.id)
                    : existing,
              },
            });
          },
        }),
      ),
    [archive, professionalId],
  );
  return [run, state] as const;
}
