import { texts } from '@client/texts/messages';

const lastLoginFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** SPEC 2: the last sign-in in the reader's locale, or 'Never'. */
export function formatLastLogin(lastLoginAt: string | null): string {
  return lastLoginAt ? lastLoginFormat.format(new Date(lastLoginAt)) : texts.lastLoginNever;
}
