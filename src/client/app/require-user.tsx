import type { ReactNode } from 'react';
import { Skeleton } from '@client/components/ui/skeleton';
import { LoadError } from '@client/components/ui/load-error';
import { SignInPrompt } from '@client/features/auth/components/sign-in-prompt';
import { useCurrentUser } from '@client/lib/current-user';

/** Shows a screen to signed-in users only; visitors are asked to sign in instead. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError, error, refetch } = useCurrentUser();
  if (isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <LoadError
        variant="page"
        title="Allocator could not reach the server"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!user) return <SignInPrompt />;
  return children;
}
