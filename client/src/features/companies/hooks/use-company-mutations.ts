import { useRejectingFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import {
  AddCompanyContactDocument,
  CreateCompanyDocument,
  CreateSponsorshipDocument,
  RemoveCompanyContactDocument,
  UpdateCompanyDocument,
  UpdateSponsorshipDocument,
} from '../graphql/companies';

// The companies screens' mutations, through useFeatureMutation (lib/apollo): each call answers the
// data or rejects with the refusal, which the caller shows on its form, its confirmation or a toast.
// Their answers carry the changed rows, which the cache merges by id.

/** Adds a company (the dialog). */
export const useCreateCompany = () => useRejectingFeatureMutation(CreateCompanyDocument, 'companies');
/** Changes a company's details (the dialog). */
export const useUpdateCompany = () => useRejectingFeatureMutation(UpdateCompanyDocument, 'companies');
/** Adds a sponsorship of a company (the dialog). */
export const useCreateSponsorship = () => useRejectingFeatureMutation(CreateSponsorshipDocument, 'companies');
/** Changes a sponsorship: the dialog, or the table ending it. */
export const useUpdateSponsorship = () => useRejectingFeatureMutation(UpdateSponsorshipDocument, 'companies');
/** Makes a user a contact of a company. */
export const useAddCompanyContact = () => useRejectingFeatureMutation(AddCompanyContactDocument, 'companies');
/** Removes a contact from a company. */
export const useRemoveCompanyContact = () =>
  useRejectingFeatureMutation(RemoveCompanyContactDocument, 'companies');
