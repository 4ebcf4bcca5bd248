import { useCallback } from 'react';
import type {
  CertificationInput,
  CreateProfessionalInput,
  ProfessionalPatch,
} from '../../../generated/graphql';
import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import { dataOrThrow } from '../../../lib/apollo/use-cache-mutation';
import {
  ArchiveCertificationDocument,
  CreateCertificationDocument,
  CreateProfessionalDocument,
  UpdateCertificationDocument,
  UpdateProfessionalDocument,
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

/**
 * Makes a user a professional and answers the new record. Where it falls in a list depends on the
 * list's search and sort, so the cached lists are dropped and asked again when shown. A refusal rejects,
 * for the form to show on its fields.
 */
export function useCreateProfessional() {
  const [create, state] = useFeatureMutation(CreateProfessionalDocument, 'professionals');
  const run = useCallback(
    async (input: CreateProfessionalInput) =>
      dataOrThrow(
        await create({
          variables: { input },
          handledByCaller: true,
          update(cache) {
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'professionals' });
            cache.gc();
          },
        }),
      ).createProfessional,
    [create],
  );
  return [run, state] as const;
}

/** Changes a professional's title, specialties and bio; the answer is merged by id. A refusal rejects. */
export function useUpdateProfessional() {
  const [update, state] = useFeatureMutation(UpdateProfessionalDocument, 'professionals');
  const run = useCallback(
    async (id: string, input: ProfessionalPatch) =>
      dataOrThrow(await update({ variables: { id, input }, handledByCaller: true })).updateProfessional,
    [update],
  );
  return [run, state] as const;
}
