import { KeyRoundIcon } from 'lucide-react';
import { ssoStartPath, type SsoInfo } from '@shared/sso';
import { Button } from '@client/components/ui/button';
import { ssoTexts } from '@client/texts/sso-texts';

/** The provider's button, and why the last try failed when it did. */
export function SsoSignIn({ sso, failed }: { sso: NonNullable<SsoInfo['sso']>; failed: boolean }) {
  return (
    <div className="grid gap-3">
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {ssoTexts.failed}
        </p>
      )}
      {!sso.passwordSignIn && (
        <p className="text-sm text-muted-foreground">{ssoTexts.ssoOnly(sso.providerName)}</p>
      )}
      <Button asChild className="w-full">
        {/* A full page load: the provider's sign-in is another site. */}
        <a href={ssoStartPath}>
          <KeyRoundIcon aria-hidden />
          {ssoTexts.signInWith(sso.providerName)}
        </a>
      </Button>
      {sso.passwordSignIn && <p className="text-center text-xs text-muted-foreground">{ssoTexts.or}</p>}
    </div>
  );
}
