import { Checkbox, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { describeApiError } from '../../../lib/apollo/errors';
import { useDeferredMutation } from '../../../lib/apollo/use-deferred-mutation';
import { PATHS } from '../../../lib/paths';
import { fieldProblems } from '../../../components/ui/field-problems';
import { FormField } from '../../../components/ui/form-field';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { accountErrorMessage, accountServerProblems } from '../account-errors';
import {
  firstProblemField,
  SIGN_UP_FIELD_ORDER,
  validateSignUp,
  type SignUpField,
  type SignUpFields,
} from '../account-validation';
import { AuthLayout } from '../components/auth-layout';
import { AuthPageHeader } from '../components/auth-page-header';
import { AuthSubmitButton, EmailInput, NewPasswordField } from '../components/auth-fields';
import { SignUpDocument } from '../graphql/account';
import { withRedirect } from '../redirect-query';
import { ErrorAlert } from '../../../components/ui/error-alert';

const EMPTY: SignUpFields = { name: '', email: '', password: '', company: '', agreeToTerms: false };

export function SignUpPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.signUp.title'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [mutate, { loading, error, reset }] = useDeferredMutation(SignUpDocument);
  const failure = useMemo(() => (error ? describeApiError(error) : null), [error]);
  const [values, setValues] = useState<SignUpFields>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const companyRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const focus = (field: SignUpField) => {
    const refs: Record<SignUpField, RefObject<HTMLInputElement | null>> = {
      name: nameRef,
      email: emailRef,
      password: passwordRef,
      company: companyRef,
      agreeToTerms: termsRef,
    };
    refs[field].current?.focus();
  };

  const problems = {
    ...accountServerProblems<SignUpField>(failure, {
      name: 'nameRequired',
      email: 'emailInvalid',
      password: 'passwordTooShort',
      company: 'companyTooLong',
    }),
    ...(attempted ? validateSignUp(values) : {}),
  };
  const field = fieldProblems(problems, (problem) => t(`auth.validation.${problem}`));

  const change = (field: Exclude<SignUpField, 'agreeToTerms'>) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [field]: value }));
    if (failure) reset();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setAttempted(true);
    const invalid = firstProblemField(SIGN_UP_FIELD_ORDER, validateSignUp(values));
    if (invalid) {
      focus(invalid);
      return;
    }
    const email = values.email.trim();
    const company = values.company.trim();
    // A taken address answers like a new one (no account enumeration): the owner gets a mail instead.
    try {
      await mutate({
        input: { name: values.name.trim(), email, password: values.password, company: company || null },
      });
    } catch {
      return;
    }
    await navigate(withRedirect(PATHS.confirmationRequired, searchParams), { state: { email } });
  };

  const alert = accountErrorMessage(failure, t);

  return (
    <AuthLayout>
      <Stack gap="8">
        <AuthPageHeader title={t('auth.signUp.title')}>
          {t('auth.signUp.haveAccount')}{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={withRedirect(PATHS.signIn, searchParams)}>{t('auth.signUp.signIn')}</RouterLink>
          </Link>
        </AuthPageHeader>

        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="5">
            {alert ? <ErrorAlert>{alert}</ErrorAlert> : null}

            <FormField label={t('auth.signUp.name')} required {...field('name')}>
              <Input
                ref={nameRef}
                name="name"
                autoComplete="name"
                value={values.name}
                onChange={change('name')}
                size="lg"
              />
            </FormField>

            <FormField label={t('auth.signUp.email')} required {...field('email')}>
              <EmailInput
                ref={emailRef}
                autoComplete="email"
                value={values.email}
                onChange={change('email')}
              />
            </FormField>

            <NewPasswordField
              ref={passwordRef}
              label={t('auth.signUp.password')}
              {...field('password')}
              value={values.password}
              onChange={change('password')}
            />

            <FormField
              label={
                <>
                  {t('auth.signUp.company')}{' '}
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {t('auth.signUp.optional')}
                  </Text>
                </>
              }
              {...field('company')}
            >
              <Input
                ref={companyRef}
                name="company"
                autoComplete="organization"
                value={values.company}
                onChange={change('company')}
                size="lg"
              />
            </FormField>

            <FormField required {...field('agreeToTerms')}>
              <Checkbox.Root
                checked={values.agreeToTerms}
                onCheckedChange={(details) =>
                  setValues((previous) => ({ ...previous, agreeToTerms: details.checked === true }))
                }
                name="agreeToTerms"
                alignItems="flex-start"
              >
                <Checkbox.HiddenInput ref={termsRef} />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label fontWeight="normal">{t('auth.signUp.agreeToTerms')}</Checkbox.Label>
              </Checkbox.Root>
            </FormField>

            <AuthSubmitButton loading={loading} loadingText={t('auth.signUp.submitting')}>
              {t('auth.signUp.submit')}
            </AuthSubmitButton>
          </Stack>
        </form>
      </Stack>
    </AuthLayout>
  );
}
