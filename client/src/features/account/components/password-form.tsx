import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldProblems } from '../../../components/ui/field-problems';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { fieldErrorCodesOf } from '../../../lib/apollo/field-error-codes';
import { useDates } from '../../../lib/dates-hook';
import {
  firstProblemField,
  PASSWORD_FIELD_ORDER,
  PASSWORD_MAX_LENGTH,
  passwordServerProblems,
  validatePasswordChange,
  type PasswordField,
  type PasswordFields,
  type Problems,
} from '../account-validation';
import { useChangeMyPassword } from '../hooks/use-account-mutations';

const EMPTY: PasswordFields = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * The password change: the current password, the new one twice. Problems show on their fields (the
 * server's too, such as a wrong current password) and nothing typed is lost; other refusals come as a
 * toast. On success the form empties and says that every other session was signed out.
 */
export function PasswordForm({ lastChanged }: { lastChanged: string }) {
  const { t } = useTranslation();
  const dates = useDates();
  const [values, setValues] = useState<PasswordFields>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<Problems<PasswordField>>({});
  const [done, setDone] = useState(false);
  const [change, { loading }] = useChangeMyPassword();
  const currentRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const focus = (name: PasswordField) =>
    ({ currentPassword: currentRef, newPassword: newRef, confirm: confirmRef })[name].current?.focus();

  const problems = { ...serverProblems, ...(attempted ? validatePasswordChange(values) : {}) };
  const field = fieldProblems(problems, (problem) => t(`account.validation.${problem}`));
  const onChange = (name: PasswordField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [name]: value }));
    setServerProblems((previous) => ({ ...previous, [name]: undefined }));
    setDone(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setAttempted(true);
    setServerProblems({});
    const invalid = firstProblemField(PASSWORD_FIELD_ORDER, validatePasswordChange(values));
    if (invalid) {
      focus(invalid);
      return;
    }
    const outcome = await change(values.currentPassword, values.newPassword);
    if (outcome.ok) {
      setValues(EMPTY);
      setAttempted(false);
      setDone(true);
      return;
    }
    const found = passwordServerProblems(fieldErrorCodesOf(outcome.error));
    setServerProblems(found);
    const first = firstProblemField(PASSWORD_FIELD_ORDER, found);
    if (first) focus(first);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('account.password.title')}>
      <Stack gap="4" maxW="md">
        <Text textStyle="sm" color="fg.muted">
          {t('account.password.lastChanged', { date: dates.date(lastChanged) })}
        </Text>
        {done ? (
          <Alert.Root status="success" variant="subtle" role="status">
            <Alert.Indicator />
            <Alert.Title>{t('account.password.changed')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <FormField label={t('account.password.current')} required {...field('currentPassword')}>
          <PasswordInput
            ref={currentRef}
            name="currentPassword"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={values.currentPassword}
            onChange={onChange('currentPassword')}
          />
        </FormField>
        <FormField
          label={t('account.password.new')}
          required
          helper={t('account.password.newHint')}
          {...field('newPassword')}
        >
          <PasswordInput
            ref={newRef}
            name="newPassword"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={onChange('newPassword')}
          />
        </FormField>
        <FormField label={t('account.password.confirm')} required {...field('confirm')}>
          <PasswordInput
            ref={confirmRef}
            name="confirm"
            autoComplete="new-password"
            value={values.confirm}
            onChange={onChange('confirm')}
          />
        </FormField>
        <Button
          type="submit"
          alignSelf="flex-start"
          loading={loading}
          loadingText={t('account.password.submitting')}
        >
          {t('account.password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
