import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';
import { ComingSoonCard } from '../../../components/ui/coming-soon-card';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { AuthLayout } from '../components/auth-layout';

type Placeholder = 'signUp' | 'forgotPassword' | 'resetPassword' | 'confirmationRequired' | 'unlockSession';

// Pages of spec 000 §2 that a later release builds; each keeps its route and title already.
function AuthPlaceholder({ page }: { page: Placeholder }) {
  const { t } = useTranslation();
  const title = t(`auth.placeholders.${page}`);
  useDocumentTitle(title);
  // Unlock-session is for a signed-in user: back to the console; the others go back to sign-in.
  const action =
    page === 'unlockSession'
      ? { to: PATHS.root, label: t('ui.comingSoon.backToHome') }
      : { to: PATHS.signIn, label: t('ui.comingSoon.backToSignIn') };
  return (
    <AuthLayout>
      <ComingSoonCard title={title} action={action} />
    </AuthLayout>
  );
}

export const SignUpPage = () => <AuthPlaceholder page="signUp" />;
export const ForgotPasswordPage = () => <AuthPlaceholder page="forgotPassword" />;
export const ResetPasswordPage = () => <AuthPlaceholder page="resetPassword" />;
export const ConfirmationRequiredPage = () => <AuthPlaceholder page="confirmationRequired" />;
export const UnlockSessionPage = () => <AuthPlaceholder page="unlockSession" />;
