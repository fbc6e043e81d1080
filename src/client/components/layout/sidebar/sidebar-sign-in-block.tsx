import { LogInIcon } from 'lucide-react';
import { Link } from 'wouter';
import { texts } from '@client/texts/messages';
import { Button } from '@client/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@client/components/ui/tooltip';

/** SPEC 1: what signed-out visitors see in place of the user area. */
export function SidebarSignInBlock({ collapsed }: { collapsed: boolean }) {
  if (collapsed) {
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          <Button asChild variant="ghost" size="icon" className="mx-auto flex">
            <Link href="/login" aria-label={texts.signInToContinue}>
              <LogInIcon aria-hidden />
            </Link>
          </Button>
        </TooltipTrigger>
        <TooltipContent side="right">{texts.signInToContinue}</TooltipContent>
      </Tooltip>
    );
  }
  return (
    <div className="flex flex-col gap-2 rounded-md border bg-background p-3">
      <p className="text-sm font-medium">{texts.signInToContinue}</p>
      <Button asChild size="sm">
        <Link href="/login">
          <LogInIcon aria-hidden />
          Sign in
        </Link>
      </Button>
    </div>
  );
}
