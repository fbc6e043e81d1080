import { z } from 'zod';
import { maxEmailLength, maxNameLength, maxPasswordLength, minPasswordLength } from './limits';
import { zRole } from './roles';
import { zUserSettings } from './settings';

export const zPersonName = z.string().trim().max(maxNameLength, `At most ${maxNameLength} characters`);
export const zEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(maxEmailLength, `At most ${maxEmailLength} characters`)
  .pipe(z.email('Enter a valid e-mail address'));
export const zPassword = z
  .string()
  .min(minPasswordLength, `Password must be at least ${minPasswordLength} characters`)
  .max(maxPasswordLength, `At most ${maxPasswordLength} characters`);

/** SPEC 3 User, as GET /api/auth/user answers it. */
export const zUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: zRole,
  teamId: z.number().int(),
  lastLoginAt: z.string().nullable(),
  settings: zUserSettings,
});
export type User = z.infer<typeof zUser>;

export const zUpdateProfileInput = z.object({ firstName: zPersonName, lastName: zPersonName }).strict();
export type UpdateProfileInput = z.infer<typeof zUpdateProfileInput>;

/** The name shown for a person: first name, else the part of the e-mail before the at-sign. */
export function displayName(user: { firstName: string; email: string }): string {
  return user.firstName.trim() || user.email.split('@')[0];
}
