import { useCallback } from 'react';
import { graphql } from '../../../generated';
import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import { dataOrThrow } from '../../../lib/apollo/use-cache-mutation';
import { AthleteHealthDocument } from '../graphql/athletes';

/** The contract's bound on the medical notes (schema/athletes.graphql, updateAthleteHealth). */
export const MEDICAL_NOTES_MAX = 5000;

export const UpdateAthleteMedicalNotesDocument = graphql(`
  mutation UpdateAthleteMedicalNotes($athleteId: ID!, $medicalNotes: String) {
    updateAthleteHealth(athleteId: $athleteId, medicalNotes: $medicalNotes) {
      athleteId
      medicalNotes
      healthDataConsent
    }
  }
`);

/**
 * Replaces an athlete's medical notes (null clears them) through useFeatureMutation: the answer is
 * written over the health record already read, so the section shows it without reading (and auditing)
 * it again. The server writes the audit row; a refusal rejects, for the dialog to show.
 */
export function useUpdateMedicalNotes(athleteId: string) {
  const [update, state] = useFeatureMutation(UpdateAthleteMedicalNotesDocument, 'athletes');
  const run = useCallback(
    async (medicalNotes: string | null) =>
      dataOrThrow(
        await update({
          variables: { athleteId, medicalNotes },
          handledByCaller: true,
          update(cache, { data }) {
            const health = data?.updateAthleteHealth;
            if (!health) return;
            cache.writeQuery({
              query: AthleteHealthDocument,
              variables: { athleteId },
              data: { athleteHealth: health },
            });
          },
        }),
      ).updateAthleteHealth,
    [update, athleteId],
  );
  return [run, state] as const;
}
