import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
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
      <div role="alert" className="grid max-w-xl gap-3">
        <h1 className="text-xl font-semibold">Allocator could not reach the server</h1>
        <p className="text-sm text-muted-foreground">{error.message}</p>
        <Button variant="outline" className="justify-self-start" onClick={() => refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!user) return <SignInPrompt />;
  return children;
}
