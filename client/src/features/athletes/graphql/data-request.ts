import { graphql } from '../../../generated';

// A guardian's data request beyond the JSON file (its PDF), the erasure request and the admin's decision
// (schema/registrations.graphql: AthleteDataExport, ErasureRequest).

graphql(`
  fragment ErasureRequestFields on ErasureRequest {
    id
    status
    requestedAt
    requestedBy
    note
    decidedAt
    reason
  }
`);

/** The athlete's latest erasure request (null when none, or for a viewer who may not see it). */
export const AthleteErasureDocument = graphql(`
  query AthleteErasure($id: ID!) {
    athlete(id: $id) {
      id
      erasureRequest {
        ...ErasureRequestFields
      }
    }
  }
`);

export const RequestAthleteErasureDocument = graphql(`
  mutation RequestAthleteErasure($athleteId: ID!, $note: String) {
    requestAthleteErasure(athleteId: $athleteId, note: $note) {
      ...ErasureRequestFields
    }
  }
`);

export const CompleteAthleteErasureDocument = graphql(`
  mutation CompleteAthleteErasure($id: ID!) {
    completeAthleteErasure(id: $id) {
      ...ErasureRequestFields
    }
  }
`);

export const DeclineAthleteErasureDocument = graphql(`
  mutation DeclineAthleteErasure($id: ID!, $reason: String!) {
    declineAthleteErasure(id: $id, reason: $reason) {
      ...ErasureRequestFields
    }
  }
`);

/** Everything held about the athlete as a readable PDF (base64), headed in `language`. */
export const AthleteDataPdfDocument = graphql(`
  query AthleteDataPdf($athleteId: ID!, $language: Language) {
    athleteDataExport(athleteId: $athleteId) {
      pdfFileName
      pdf(language: $language)
    }
  }
`);

/** How the athlete came in, when it was through online registration (null otherwise, or not readable). */
export const AthleteRegistrationDocument = graphql(`
  query AthleteRegistration($id: ID!) {
    athlete(id: $id) {
      id
      registration {
        id
        status
        submittedAt
        decidedAt
      }
    }
  }
`);

/** Where the athlete stands with their fees, without amounts (their coaches, guardians and admins). */
export const AthleteFeeStandingDocument = graphql(`
  query AthleteFeeStanding($id: ID!) {
    athlete(id: $id) {
      id
      feeStanding
    }
  }
`);
