import { Link, Redirect } from 'wouter';
import { AuthCard } from '@client/features/auth/components/auth-card';
import { RegisterForm } from '@client/features/auth/components/register-form';
import { useCurrentUser } from '@client/lib/current-user';
import { useDocumentTitle } from '@client/lib/use-document-title';

export function RegisterRoute() {
  useDocumentTitle('Create an account');
  const { data: user } = useCurrentUser();
  if (user) return <Redirect to="/" />;
  return (
    <AuthCard
      title="Create an account"
      description="You become the admin of a new team and can invite colleagues later."
      footer={
        <span>
          Already have an account?{' '}
          <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </span>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
