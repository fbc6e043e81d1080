import { eq } from 'drizzle-orm';
import {
  readNotificationPreferences,
  type NotificationPreferences,
  type UpdateNotificationPreferencesInput,
  type UserSettings,
} from '@shared/settings';
import type { UpdateProfileInput } from '@shared/user';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

export { presentUser } from './present-user';

/** Everyone edits only their own profile and settings: every function here takes the caller's id. */
export async function updateProfile(db: Db, userId: number, input: UpdateProfileInput): Promise<UserRow> {
  const [row] = await db.update(users).set(input).where(eq(users.id, userId)).returning();
  return row;
}

export async function updateSettings(db: Db, userId: number, settings: UserSettings): Promise<UserRow> {
  const [row] = await db.update(users).set({ settings }).where(eq(users.id, userId)).returning();
  return row;
}

export async function updateNotificationPreferences(
  db: Db,
  user: UserRow,
  changes: UpdateNotificationPreferencesInput,
): Promise<NotificationPreferences> {
  const merged = { ...readNotificationPreferences(user.notificationPreferences), ...changes };
  await db.update(users).set({ notificationPreferences: merged }).where(eq(users.id, user.id));
  return merged;
}
