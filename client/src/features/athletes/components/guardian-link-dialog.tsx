import { useMutation } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { appToaster } from '../../../components/ui/toaster';
import type { AthleteProfileFragment } from '../../../generated/graphql';
import { describeApiError } from '../../../lib/apollo/errors';
import {
  AthleteProfileDocument,
  LinkGuardianDocument,
  UpdateGuardianLinkDocument,
} from '../graphql/athletes';
import { athletesErrorMessage } from './athletes-errors';
import { FormDialogFrame } from './form-dialog-frame';
import { GuardianFields, type GuardianDraft } from './guardian-fields';

type Link = NonNullable<AthleteProfileFragment['guardians']>[number];

interface GuardianLinkDialogProps {
  athlete: AthleteProfileFragment;
  /** The link to change; null links a new guardian. */
  link: Link | null;
  onClose: () => void;
}

/** Links a parent account to the athlete, or changes a link's relationship and flags. */
export function GuardianLinkDialog({ athlete, link, onClose }: GuardianLinkDialogProps) {
  const { t } = useTranslation();
  const links = athlete.guardians ?? [];
  const [draft, setDraft] = useState<GuardianDraft>(() =>
    link
      ? {
          userId: link.guardian.id,
          label: `${link.guardian.name} (${link.guardian.email})`,
          relationship: link.relationship,
          legalGuardian: link.legalGuardian,
          isPrimary: link.isPrimary,
          mayPickUp: link.mayPickUp,
        }
      : {
          userId: '',
          label: '',
          relationship: 'mother',
          legalGuardian: true,
          isPrimary: links.length === 0,
          mayPickUp: true,
        },
  );
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refetch = {
    refetchQueries: [{ query: AthleteProfileDocument, variables: { id: athlete.id } }],
    awaitRefetchQueries: true,
  };
  const [linkGuardian, linking] = useMutation(LinkGuardianDocument, refetch);
  const [updateLink, updating] = useMutation(UpdateGuardianLinkDocument, refetch);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!draft.userId) {
      setMissing(true);
      return;
    }
    const flags = {
      relationship: draft.relationship,
      legalGuardian: draft.legalGuardian,
      isPrimary: draft.isPrimary,
      mayPickUp: draft.mayPickUp,
    };
    try {
      if (link) await updateLink({ variables: { id: link.id, input: flags } });
      else
        await linkGuardian({
          variables: { input: { athleteId: athlete.id, userId: draft.userId, ...flags } },
        });
      appToaster.create({ type: 'success', title: t('athletes.guardians.saved') });
      onClose();
    } catch (error) {
      setFailure(
        describeApiError(error).code === 'CONFLICT'
          ? t('athletes.guardians.alreadyLinked')
          : athletesErrorMessage(error, t),
      );
    }
  };

  const title = link
    ? t('athletes.guardians.editTitle', { name: link.guardian.name })
    : t('athletes.guardians.addTitle', { name: athlete.fullName });
  return (
    <FormDialogFrame
      title={title}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel={link ? t('athletes.form.save') : t('athletes.guardians.link')}
      submitting={linking.loading || updating.loading}
      size="lg"
    >
      <Stack gap="4">
        <GuardianFields
          index={link ? links.findIndex((item) => item.id === link.id) : links.length}
          value={draft}
          onChange={(next) => {
            setDraft(next);
            if (next.userId) setMissing(false);
          }}
          fixedAccount={link !== null}
          invalid={missing}
        />
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      </Stack>
    </FormDialogFrame>
  );
}
