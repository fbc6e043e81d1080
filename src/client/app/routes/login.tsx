import { Link, Redirect, useSearch } from 'wouter';
import { AuthCard } from '@client/features/auth/components/auth-card';
import { useSsoInfo } from '@client/api/sso/get-sso-info';
import { LoginForm } from '@client/features/auth/components/login-form';
import { SsoSignIn } from '@client/features/auth/components/sso-sign-in';
import { ssoTexts } from '@client/texts/sso-texts';
import { useCurrentUser } from '@client/lib/current-user';
import { useDocumentTitle } from '@client/lib/use-document-title';

export function LoginRoute() {
  useDocumentTitle('Sign in');
  const { data: user } = useCurrentUser();
  const sso = useSsoInfo().data?.sso ?? null;
  const failed = new URLSearchParams(useSearch()).get('sso') === 'failed';
  if (user) return <Redirect to="/" />;
  return (
    <AuthCard
      title="Sign in"
      description="Use the e-mail and password of your Allocator account."
      footer={
        <span>
          New to Allocator?{' '}
          <Link href="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            Create an account
          </Link>
        </span>
      }
    >
      <div className="grid gap-4">
        {sso && <SsoSignIn sso={sso} failed={failed} />}
        {/* SPEC's form, unless the team signs in with single sign-on only. */}
        {sso?.passwordSignIn !== false && <LoginForm />}
        {sso?.endSessionUrl && (
          <a
            href={sso.endSessionUrl}
            className="text-center text-xs text-muted-foreground underline-offset-4 hover:underline"
          >
            {ssoTexts.signOutOfProvider(sso.providerName)}
          </a>
        )}
      </div>
    </AuthCard>
  );
}
