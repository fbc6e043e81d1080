import { LockKeyholeIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';

/** What a signed-out visitor sees in place of a screen: the way to sign in or create an account. */
export function SignInPrompt() {
  return (
    <Card className="mx-auto mt-8 w-full max-w-md text-center">
      <CardContent className="grid justify-items-center gap-4">
        <LockKeyholeIcon className="size-8 text-muted-foreground" aria-hidden />
        <div className="grid gap-1">
          <h1 className="text-xl font-semibold">Sign in to Allocator</h1>
          <p className="text-sm text-muted-foreground">
            Your team&apos;s pipeline, documents and AI analyst are available once you sign in.
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link href="/login">Sign in</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/register">Create an account</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
