import { Button, Checkbox, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { describeApiError } from '../../../app/apollo/errors';
import { useDeferredMutation } from '../../../app/apollo/use-deferred-mutation';
import { PATHS } from '../../../app/paths';
import { PasswordInput } from '../../../components/ui/password-input';
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
import { PasswordStrengthHint } from '../components/password-strength-hint';
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
  const message = (field: SignUpField) => {
    const problem = problems[field];
    return problem ? t(`auth.validation.${problem}`) : null;
  };

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
    try {
      await mutate({
        input: { name: values.name.trim(), email, password: values.password, company: company || null },
      });
    } catch (failed) {
      if (describeApiError(failed).code === 'CONFLICT') focus('email');
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

            <Field.Root invalid={problems.name !== undefined} required>
              <Field.Label>{t('auth.signUp.name')}</Field.Label>
              <Input
                ref={nameRef}
                name="name"
                autoComplete="name"
                value={values.name}
                onChange={change('name')}
                size="lg"
              />
              <Field.ErrorText>{message('name')}</Field.ErrorText>
            </Field.Root>

            <Field.Root invalid={problems.email !== undefined} required>
              <Field.Label>{t('auth.signUp.email')}</Field.Label>
              <Input
                ref={emailRef}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={t('auth.signIn.emailPlaceholder')}
                value={values.email}
                onChange={change('email')}
                size="lg"
              />
              <Field.ErrorText>
                {message('email')}
                {problems.email === 'emailTaken' ? (
                  <>
                    {' '}
                    <Link asChild color="inherit" textDecoration="underline">
                      <RouterLink to={withRedirect(PATHS.signIn, searchParams)}>
                        {t('auth.signUp.signInInstead')}
                      </RouterLink>
                    </Link>
                  </>
                ) : null}
              </Field.ErrorText>
            </Field.Root>

            <Field.Root invalid={problems.password !== undefined} required>
              <Field.Label>{t('auth.signUp.password')}</Field.Label>
              <PasswordInput
                ref={passwordRef}
                name="password"
                autoComplete="new-password"
                value={values.password}
                onChange={change('password')}
                size="lg"
              />
              {problems.password ? (
                <Field.ErrorText>{message('password')}</Field.ErrorText>
              ) : (
                <Field.HelperText w="full">
                  <PasswordStrengthHint password={values.password} />
                </Field.HelperText>
              )}
            </Field.Root>

            <Field.Root invalid={problems.company !== undefined}>
              <Field.Label>
                {t('auth.signUp.company')}{' '}
                <Text as="span" color="fg.muted" fontWeight="normal">
                  {t('auth.signUp.optional')}
                </Text>
              </Field.Label>
              <Input
                ref={companyRef}
                name="company"
                autoComplete="organization"
                value={values.company}
                onChange={change('company')}
                size="lg"
              />
              <Field.ErrorText>{message('company')}</Field.ErrorText>
            </Field.Root>

            <Field.Root invalid={problems.agreeToTerms !== undefined} required>
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
              <Field.ErrorText>{message('agreeToTerms')}</Field.ErrorText>
            </Field.Root>

            <Button
              type="submit"
              size="lg"
              w="full"
              loading={loading}
              loadingText={t('auth.signUp.submitting')}
            >
              {t('auth.signUp.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </AuthLayout>
  );
}
