import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { appToaster } from '../../../components/ui/toaster';
import { fieldErrorCodesOf } from '../../../lib/apollo/field-error-codes';
import { NAME_MAX_LENGTH, nameProblem, type AccountProblem } from '../account-validation';
import { useUpdateMyProfile } from '../hooks/use-account-mutations';

interface NameFormProps {
  user: { id: string; name: string; avatar: string | null };
}

/**
 * The person's name. What is typed stays in the field until it is saved (a refusal keeps it, with the
 * reason under it); Escape puts the saved name back.
 */
export function NameForm({ user }: NameFormProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  // null while untouched: the field shows the saved name, also when it changes in another session.
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<AccountProblem | null>(null);
  const [update, { loading }] = useUpdateMyProfile();
  const value = draft ?? user.name;
  const changed = draft !== null && draft.trim() !== user.name;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || !changed) return;
    const found = nameProblem(value) ?? null;
    setProblem(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    const outcome = await update(user, { name: value.trim() });
    if (outcome.ok) {
      setDraft(null);
      appToaster.create({ type: 'success', title: t('account.profile.nameSaved') });
      return;
    }
    const code = fieldErrorCodesOf(outcome.error).name;
    if (code !== undefined) {
      setProblem(code === 'too_long' ? 'nameTooLong' : 'nameRequired');
      inputRef.current?.focus();
    }
  };

  const undo = () => {
    setDraft(null);
    setProblem(null);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="3">
        <FormField
          label={t('account.profile.name')}
          required
          invalid={problem !== null}
          error={problem ? t(`account.validation.${problem}`) : null}
          helper={t('account.profile.nameHint')}
        >
          <Input
            ref={inputRef}
            name="name"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH + 20}
            value={value}
            onChange={(event) => {
              setDraft(event.target.value);
              if (problem) setProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && draft !== null) {
                event.preventDefault();
                undo();
              }
            }}
          />
        </FormField>
        <HStack gap="2" justify="flex-end" wrap="wrap">
          {draft !== null ? (
            <Button type="button" variant="ghost" size="sm" onClick={undo}>
              {t('account.profile.undo')}
            </Button>
          ) : null}
          <Button type="submit" size="sm" loading={loading} disabled={!changed}>
            {t('account.profile.saveName')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
