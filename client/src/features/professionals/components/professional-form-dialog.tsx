import { SearchSelectField } from '../../../components/ui/search-select-field';
import { Input, Stack, Textarea } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormDialogFrame } from '../../../components/ui/form-dialog-frame';
import { FormField } from '../../../components/ui/form-field';
import { appToaster } from '../../../components/ui/toaster';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../components/ui/use-debounced-value';
import { useFormSubmit, type FieldMessages } from '../../../components/ui/use-form-submit';
import { featureErrors, formFailureOf } from '../../../lib/apollo/feature-errors';
import { ProfessionalUserCandidatesDocument } from '../graphql/professionals';
import { useCreateProfessional, useUpdateProfessional } from '../hooks/use-professional-mutations';

/** The contract's bounds (schema/professionals.graphql: CreateProfessionalInput, ProfessionalPatch). */
export const PROFESSIONAL_LIMITS = { title: 100, specialties: 10, specialty: 60, bio: 2000 } as const;

const FIELDS = ['userId', 'title', 'specialties', 'bio'] as const;
type Field = (typeof FIELDS)[number];

/** What the dialog edits of a professional. */
export interface EditedProfessional {
  id: string;
  title: string;
  specialties: readonly string[];
  bio?: string | null;
}

interface ProfessionalFormDialogProps {
  /** The professional to edit; null makes a user of the organization a professional. */
  professional: EditedProfessional | null;
  onClose: () => void;
  /** A new professional was recorded (its id). */
  onCreated?: (id: string) => void;
}

/** The specialties as typed: one per comma or line, blanks left out. */
const specialtiesOf = (text: string) =>
  text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Creates a professional (the user, title, specialties and bio) or edits one's profile. */
export function ProfessionalFormDialog({ professional, onClose, onCreated }: ProfessionalFormDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    userId: '',
    search: '',
    title: professional?.title ?? '',
    specialties: professional?.specialties.join(', ') ?? '',
    bio: professional?.bio ?? '',
  });
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const search = useDebouncedValue(values.search.trim(), SEARCH_DEBOUNCE_MS);
  const candidates = useQuery(ProfessionalUserCandidatesDocument, {
    variables: { search: search || null },
    skip: professional !== null,
  });
  const taken = new Set(candidates.data?.professionals.nodes.map((node) => node.userId) ?? []);
  const users = (candidates.data?.adminUsers.items ?? []).filter((user) => !taken.has(user.id));
  const [createProfessional, creating] = useCreateProfessional();
  const [updateProfessional, updating] = useUpdateProfessional();

  const messages: Record<Field, string> = {
    userId: t('professionals.validation.userId'),
    title: t('professionals.validation.title', { max: PROFESSIONAL_LIMITS.title }),
    specialties: t('professionals.validation.specialties', {
      most: PROFESSIONAL_LIMITS.specialties,
      max: PROFESSIONAL_LIMITS.specialty,
    }),
    bio: t('professionals.validation.bio', { max: PROFESSIONAL_LIMITS.bio }),
  };
  const check = (): FieldMessages<Field> => {
    const problems: FieldMessages<Field> = {};
    if (!professional && !values.userId) problems.userId = messages.userId;
    const title = values.title.trim();
    if (!title || title.length > PROFESSIONAL_LIMITS.title) problems.title = messages.title;
    const specialties = specialtiesOf(values.specialties);
    if (
      specialties.length > PROFESSIONAL_LIMITS.specialties ||
      specialties.some((item) => item.length > PROFESSIONAL_LIMITS.specialty)
    )
      problems.specialties = messages.specialties;
    if (values.bio.trim().length > PROFESSIONAL_LIMITS.bio) problems.bio = messages.bio;
    return problems;
  };
  const save = async () => {
    const input = {
      title: values.title.trim(),
      specialties: specialtiesOf(values.specialties),
      bio: values.bio.trim() || null,
    };
    if (professional) {
      await updateProfessional(professional.id, input);
      appToaster.create({ type: 'success', title: t('professionals.form.saved') });
      onClose();
    } else {
      const created = await createProfessional({ ...input, userId: values.userId });
      appToaster.create({ type: 'success', title: t('professionals.form.created') });
      onClose();
      onCreated?.(created.id);
    }
  };
  const { submit, field, message } = useFormSubmit<Field>({
    check,
    save,
    failure: (error) =>
      formFailureOf(error, featureErrors(t, 'professionals'), FIELDS, (name) => messages[name]),
  });

  return (
    <FormDialogFrame
      title={professional ? t('professionals.form.editTitle') : t('professionals.form.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('professionals.form.save')}
      submitting={creating.loading || updating.loading}
      size="lg"
      scrollInside
    >
      <Stack gap="4">
        {message ? <ErrorAlert>{message}</ErrorAlert> : null}
        {professional ? null : (
          <>
            <SearchSelectField
              search={{
                label: t('professionals.form.search'),
                helper: t('professionals.form.searchHelp'),
                value: values.search,
                onChange: set('search'),
              }}
              label={t('professionals.form.user')}
              name="userId"
              value={values.userId}
              onChange={set('userId')}
              options={users.map((user) => ({ value: user.id, label: `${user.fullName} — ${user.email}` }))}
              loading={candidates.loading}
              emptyLabel={t('professionals.form.noUsers')}
              chooseLabel={t('professionals.form.chooseUser')}
              {...field('userId')}
            />
          </>
        )}
        <FormField
          label={t('professionals.form.title')}
          helper={t('professionals.form.titleHelp', { max: PROFESSIONAL_LIMITS.title })}
          required
          {...field('title')}
        >
          <Input name="title" value={values.title} onChange={(event) => set('title')(event.target.value)} />
        </FormField>
        <FormField
          label={t('professionals.form.specialties')}
          helper={t('professionals.form.specialtiesHelp', {
            most: PROFESSIONAL_LIMITS.specialties,
            max: PROFESSIONAL_LIMITS.specialty,
          })}
          {...field('specialties')}
        >
          <Input
            name="specialties"
            value={values.specialties}
            onChange={(event) => set('specialties')(event.target.value)}
          />
        </FormField>
        <FormField
          label={t('professionals.form.bio')}
          helper={t('professionals.form.bioHelp', {
            length: values.bio.trim().length,
            max: PROFESSIONAL_LIMITS.bio,
          })}
          {...field('bio')}
        >
          <Textarea
            name="bio"
            rows={5}
            value={values.bio}
            onChange={(event) => set('bio')(event.target.value)}
          />
        </FormField>
      </Stack>
    </FormDialogFrame>
  );
}
