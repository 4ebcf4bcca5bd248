import { featureErrors } from '../../../lib/apollo/feature-errors';
import { HStack, Input, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField } from '../../../components/ui/form-field';
import { appToaster } from '../../../components/ui/toaster';
import type { AthleteProfileFragment } from '../../../generated/graphql';
import { describeApiError } from '../../../lib/apollo/errors';
import { isEmailAddress } from '../../../lib/validation/email-address';
import { useInviteGuardian, useLinkGuardian, useUpdateGuardianLink } from '../hooks/use-athlete-mutations';
import { FormDialogFrame } from '../../../components/ui/form-dialog-frame';
import { GuardianFields, type GuardianDraft } from './guardian-fields';

type Link = NonNullable<AthleteProfileFragment['guardians']>[number];

/** A guardian with an account is picked; one without is invited by e-mail (a new parent account). */
type Mode = 'account' | 'invite';
interface Invitee {
  fullName: string;
  email: string;
  phone: string;
}
type InviteeErrors = Partial<Record<keyof Invitee, string>>;

const PHONE = /^\+?[0-9][0-9 ()-]{3,30}[0-9]$/;

interface GuardianLinkDialogProps {
  athlete: AthleteProfileFragment;
  /** The link to change; null links a new guardian. */
  link: Link | null;
  onClose: () => void;
}

/**
 * Links a parent account to the athlete, or invites a guardian who has none by e-mail (the server makes
 * the parent account and mails a set-password link); or changes a link's relationship and flags.
 */
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
  const [mode, setMode] = useState<Mode>('account');
  const [invitee, setInvitee] = useState<Invitee>({ fullName: '', email: '', phone: '' });
  const [inviteeErrors, setInviteeErrors] = useState<InviteeErrors>({});
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [linkGuardian, linking] = useLinkGuardian();
  const [inviteGuardian, inviting] = useInviteGuardian();

  /** The invitation's own fields, checked as the server checks them (it checks again). */
  const checkInvitee = (): InviteeErrors => {
    const errors: InviteeErrors = {};
    const name = invitee.fullName.trim();
    if (!name) errors.fullName = t('athletes.guardians.nameRequired');
    else if (name.length > 100) errors.fullName = t('athletes.guardians.nameTooLong');
    if (!isEmailAddress(invitee.email.trim())) errors.email = t('athletes.guardians.emailInvalid');
    if (invitee.phone.trim() && !PHONE.test(invitee.phone.trim()))
      errors.phone = t('athletes.guardians.phoneInvalid');
    return errors;
  };

  /** The server's refusal of an invitation, on the fields it names. */
  const inviteRefusal = (error: unknown): InviteeErrors | null => {
    const described = describeApiError(error);
    const fields = Object.keys(described.fieldErrors ?? {}).map((name) => name.replace(/^input\./, ''));
    if (described.code === 'CONFLICT' && fields.includes('email'))
      return { email: t('athletes.guardians.emailTaken') };
    if (described.code !== 'BAD_USER_INPUT') return null;
    const errors: InviteeErrors = {};
    if (fields.includes('fullName')) errors.fullName = t('athletes.guardians.nameRequired');
    if (fields.includes('email')) errors.email = t('athletes.guardians.emailInvalid');
    if (fields.includes('phone')) errors.phone = t('athletes.guardians.phoneInvalid');
    return Object.keys(errors).length > 0 ? errors : null;
  };
  const [updateLink, updating] = useUpdateGuardianLink();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const flags = {
      relationship: draft.relationship,
      legalGuardian: draft.legalGuardian,
      isPrimary: draft.isPrimary,
      mayPickUp: draft.mayPickUp,
    };
    if (!link && mode === 'invite') {
      const errors = checkInvitee();
      setInviteeErrors(errors);
      if (Object.keys(errors).length > 0) return;
      try {
        const email = invitee.email.trim();
        await inviteGuardian({
          input: {
            athleteId: athlete.id,
            fullName: invitee.fullName.trim(),
            email,
            phone: invitee.phone.trim() || null,
            ...flags,
          },
        });
        appToaster.create({ type: 'success', title: t('athletes.guardians.invited', { email }) });
        onClose();
      } catch (error) {
        const refused = inviteRefusal(error);
        if (refused) setInviteeErrors(refused);
        else setFailure(featureErrors(t, 'athletes').explain(error));
      }
      return;
    }
    if (!draft.userId) {
      setMissing(true);
      return;
    }
    try {
      if (link) await updateLink({ id: link.id, input: flags });
      else await linkGuardian({ input: { athleteId: athlete.id, userId: draft.userId, ...flags } });
      appToaster.create({ type: 'success', title: t('athletes.guardians.saved') });
      onClose();
    } catch (error) {
      setFailure(
        describeApiError(error).code === 'CONFLICT'
          ? t('athletes.guardians.alreadyLinked')
          : featureErrors(t, 'athletes').explain(error),
      );
    }
  };

  const edit = (key: keyof Invitee) => (value: string) => {
    setInvitee((current) => ({ ...current, [key]: value }));
    if (inviteeErrors[key]) setInviteeErrors((current) => ({ ...current, [key]: undefined }));
  };
  const inviteFields = (
    <Stack gap="3">
      <Text textStyle="sm" color="fg.muted">
        {t('athletes.guardians.inviteHint')}
      </Text>
      <FormField
        label={t('athletes.guardians.fullName')}
        required
        invalid={Boolean(inviteeErrors.fullName)}
        error={inviteeErrors.fullName}
      >
        <Input
          autoComplete="off"
          value={invitee.fullName}
          onChange={(event) => edit('fullName')(event.target.value)}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField
          label={t('athletes.guardians.email')}
          required
          invalid={Boolean(inviteeErrors.email)}
          error={inviteeErrors.email}
        >
          <Input
            type="email"
            autoComplete="off"
            value={invitee.email}
            onChange={(event) => edit('email')(event.target.value)}
          />
        </FormField>
        <FormField
          label={t('athletes.guardians.phone')}
          invalid={Boolean(inviteeErrors.phone)}
          error={inviteeErrors.phone}
        >
          <Input
            type="tel"
            autoComplete="off"
            value={invitee.phone}
            onChange={(event) => edit('phone')(event.target.value)}
          />
        </FormField>
      </SimpleGrid>
    </Stack>
  );

  const title = link
    ? t('athletes.guardians.editTitle', { name: link.guardian.name })
    : t('athletes.guardians.addTitle', { name: athlete.fullName });
  return (
    <FormDialogFrame
      title={title}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel={
        link
          ? t('athletes.form.save')
          : mode === 'invite'
            ? t('athletes.guardians.invite')
            : t('athletes.guardians.link')
      }
      submitting={linking.loading || updating.loading || inviting.loading}
      size="lg"
    >
      <Stack gap="4">
        {link ? null : (
          <RadioGroup.Root
            size="sm"
            aria-label={t('athletes.guardians.modeLabel')}
            value={mode}
            onValueChange={(details) => {
              setMode(details.value === 'invite' ? 'invite' : 'account');
              setFailure(null);
            }}
          >
            <HStack gap="5" wrap="wrap">
              {(['account', 'invite'] as const).map((choice) => (
                <RadioGroup.Item key={choice} value={choice}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {choice === 'account'
                      ? t('athletes.guardians.modeAccount')
                      : t('athletes.guardians.modeInvite')}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        )}
        <GuardianFields
          index={link ? links.findIndex((item) => item.id === link.id) : links.length}
          value={draft}
          onChange={(next) => {
            setDraft(next);
            if (next.userId) setMissing(false);
          }}
          fixedAccount={link !== null}
          invalid={missing}
          accountSlot={!link && mode === 'invite' ? inviteFields : undefined}
        />
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      </Stack>
    </FormDialogFrame>
  );
}
