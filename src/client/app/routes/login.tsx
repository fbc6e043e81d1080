import { Link, Redirect } from 'wouter';
import { AuthCard } from '@client/features/auth/components/auth-card';
import { LoginForm } from '@client/features/auth/components/login-form';
import { useCurrentUser } from '@client/lib/current-user';
import { useDocumentTitle } from '@client/lib/use-document-title';

export function LoginRoute() {
  useDocumentTitle('Sign in');
  const { data: user } = useCurrentUser();
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
      <LoginForm />
    </AuthCard>
  );
}
