import { useRejectingFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import { CreateOrganizationDocument, UpdateOrganizationDocument } from '../graphql/organizations';

// The organizations screens' mutations, through useFeatureMutation (lib/apollo): each call answers
// the data or rejects with the refusal, which the form shows on its fields. Their answers carry the
// changed rows, which the cache merges by id.

/** Adds an organization with its first admin (the dialog). */
export const useCreateOrganization = () =>
  useRejectingFeatureMutation(CreateOrganizationDocument, 'organizations');
/** Changes an organization's details, and its plan for who may (the dialog). */
export const useUpdateOrganization = () =>
  useRejectingFeatureMutation(UpdateOrganizationDocument, 'organizations');
