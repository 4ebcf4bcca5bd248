import { featureErrors } from '../../../lib/apollo/feature-errors';
import { Button, CloseButton, Dialog, Input, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/apollo/errors';
import { fieldProblems } from '../../../components/ui/field-problems';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { SelectInput } from '../../../components/ui/select-input';
import type { AdminUserRowFragment } from '../../../generated/graphql';
import { SubscriptionPlansDocument } from '../graphql/users';
import { useCreateUser, useUpdateUser } from '../hooks/use-user-mutations';
import {
  toCreateInput,
  toUpdateInput,
  USER_FORM_FIELD_ORDER,
  userFormServerProblems,
  validateUserForm,
  type AccountStatus,
  type UserFormField,
  type UserFormValues,
} from '../user-form-validation';
import { appToaster } from '../../../components/ui/toaster';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { StatusOptions } from './user-options';

interface UserFormDialogProps {
  /** The user to edit; null creates a new one. */
  user: AdminUserRowFragment | null;
  open: boolean;
  onClose: () => void;
  onSaved: (user: AdminUserRowFragment) => void;
}

function initialValues(user: AdminUserRowFragment | null): UserFormValues {
  return {
    fullName: user?.fullName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    avatar: user?.avatar ?? '',
    password: '',
    status: user?.status ?? 'active',
    subscriptionId: user?.subscriptionId ?? '',
  };
}

/** Create or edit a user. The dialog remounts per user (key), so its state starts fresh each time. */
export function UserFormDialog({ user, open, onClose, onSaved }: UserFormDialogProps) {
  const { t } = useTranslation();
  const mode = user ? 'edit' : 'create';
  const [values, setValues] = useState<UserFormValues>(() => initialValues(user));
  const [attempted, setAttempted] = useState(false);
  const plans = useQuery(SubscriptionPlansDocument, { skip: !open });
  const [create, creating] = useCreateUser();
  const [update, updating] = useUpdateUser();
  const error = creating.error ?? updating.error;
  const failure = useMemo(() => (error ? describeApiError(error) : null), [error]);
  const saving = creating.loading || updating.loading;
  const fullNameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const avatarRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLSelectElement>(null);
  const subscriptionRef = useRef<HTMLSelectElement>(null);
  const focus = (field: UserFormField) => {
    const refs: Record<UserFormField, RefObject<HTMLInputElement | HTMLSelectElement | null>> = {
      fullName: fullNameRef,
      email: emailRef,
      phone: phoneRef,
      avatar: avatarRef,
      password: passwordRef,
      status: statusRef,
      subscriptionId: subscriptionRef,
    };
    refs[field].current?.focus();
  };

  const problems = {
    ...userFormServerProblems(failure),
    ...(attempted ? validateUserForm(values, mode) : {}),
  };
  const field = fieldProblems(problems, (problem) => t(`users.validation.${problem}`));
  const set = (field: UserFormField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (failure) {
      creating.reset();
      updating.reset();
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    const found = validateUserForm(values, mode);
    const invalid = USER_FORM_FIELD_ORDER.find((field) => found[field] !== undefined);
    if (invalid) {
      focus(invalid);
      return;
    }
    try {
      const saved = user
        ? (await update({ id: user.id, input: toUpdateInput(values) })).updateAdminUser
        : (await create({ input: toCreateInput(values) })).createAdminUser;
      if (!saved) return;
      appToaster.create({
        type: 'success',
        title: user
          ? t('users.form.updated', { name: saved.fullName })
          : t('users.form.created', { name: saved.fullName }),
      });
      onSaved(saved);
    } catch (failed) {
      const described = describeApiError(failed);
      if (described.code === 'CONFLICT') focus('email');
    }
  };

  const alert =
    failure && Object.keys(userFormServerProblems(failure)).length === 0
      ? featureErrors(t, 'users').describe(failure)
      : null;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      // Sized to the form on every screen ('full' would keep its full height at every width: Chakra's
      // size variants do not undo each other's min-height).
      size="lg"
      initialFocusEl={() => fullNameRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{user ? t('users.form.editTitle') : t('users.form.createTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {alert ? <ErrorAlert>{alert}</ErrorAlert> : null}
                  <FormField label={t('users.form.fullName')} required {...field('fullName')}>
                    <Input
                      ref={fullNameRef}
                      name="fullName"
                      autoComplete="off"
                      value={values.fullName}
                      onChange={(event) => set('fullName', event.target.value)}
                    />
                  </FormField>
                  <FormField label={t('users.form.email')} required {...field('email')}>
                    <Input
                      ref={emailRef}
                      name="email"
                      type="email"
                      autoComplete="off"
                      spellCheck={false}
                      value={values.email}
                      onChange={(event) => set('email', event.target.value)}
                    />
                  </FormField>
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    <FormField label={t('users.form.phone')} {...field('phone')}>
                      <Input
                        ref={phoneRef}
                        name="phone"
                        type="tel"
                        autoComplete="off"
                        value={values.phone}
                        onChange={(event) => set('phone', event.target.value)}
                      />
                    </FormField>
                    <FormField label={t('users.form.status')} {...field('status')}>
                      <SelectInput
                        ref={statusRef}
                        name="status"
                        disabled={mode === 'create' && values.password === ''}
                        value={mode === 'create' && values.password === '' ? 'inactive' : values.status}
                        onChange={(event) => set('status', event.target.value as AccountStatus)}
                      >
                        <StatusOptions />
                      </SelectInput>
                    </FormField>
                  </SimpleGrid>
                  {mode === 'create' ? (
                    <FormField
                      label={t('users.form.password')}
                      {...field('password')}
                      helper={t('users.form.passwordHint')}
                    >
                      <PasswordInput
                        ref={passwordRef}
                        name="password"
                        autoComplete="new-password"
                        value={values.password}
                        onChange={(event) => set('password', event.target.value)}
                      />
                    </FormField>
                  ) : null}
                  <FormField label={t('users.form.avatar')} {...field('avatar')}>
                    <Input
                      ref={avatarRef}
                      name="avatar"
                      type="url"
                      autoComplete="off"
                      placeholder="https://…"
                      value={values.avatar}
                      onChange={(event) => set('avatar', event.target.value)}
                    />
                  </FormField>
                  <FormField label={t('users.form.subscription')} {...field('subscriptionId')}>
                    <SelectInput
                      ref={subscriptionRef}
                      name="subscriptionId"
                      value={values.subscriptionId}
                      onChange={(event) => set('subscriptionId', event.target.value)}
                    >
                      <option value="">{t('users.form.noSubscription')}</option>
                      {(plans.data?.subscriptionPlans ?? []).map((plan) => (
                        <option key={plan.id} value={plan.id}>
                          {plan.name}
                        </option>
                      ))}
                    </SelectInput>
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    {t('users.actions.cancel')}
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" loading={saving} loadingText={t('users.form.saving')}>
                  {user ? t('users.form.save') : t('users.form.create')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('users.actions.close')} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
