import { z } from 'zod';

export const themes = ['light', 'dark', 'system'] as const;
export const zTheme = z.enum(themes);
export type Theme = z.infer<typeof zTheme>;

/** SPEC 3: each notification is on unless false; privacy showEmail off, showProfile on. */
export const zUserSettings = z.object({
  notifications: z
    .object({
      email: z.boolean().default(true),
      documentProcessed: z.boolean().default(true),
      investmentUpdates: z.boolean().default(true),
      teamActivity: z.boolean().default(true),
    })
    .strict()
    .prefault({}),
  display: z
    .object({
      theme: zTheme.default('light'),
      compactView: z.boolean().default(false),
      showTips: z.boolean().default(true),
    })
    .strict()
    .prefault({}),
  privacy: z
    .object({
      showEmail: z.boolean().default(false),
      showProfile: z.boolean().default(true),
    })
    .strict()
    .prefault({}),
});
export type UserSettings = z.infer<typeof zUserSettings>;

export const defaultUserSettings: UserSettings = zUserSettings.parse({});

/** Reads stored settings leniently: anything missing or malformed falls back to the default. */
export function readUserSettings(stored: unknown): UserSettings {
  const parsed = zUserSettings.safeParse(stored ?? {});
  return parsed.success ? parsed.data : defaultUserSettings;
}

export const zUpdateSettingsInput = z.object({ settings: zUserSettings }).strict();
export type UpdateSettingsInput = z.infer<typeof zUpdateSettingsInput>;

export const notificationPreferenceKeys = [
  'emailNotifications',
  'documentProcessing',
  'investmentUpdates',
  'teamActivity',
  'weeklyDigest',
  'securityAlerts',
] as const;

export const zNotificationPreferences = z.object({
  emailNotifications: z.boolean(),
  documentProcessing: z.boolean(),
  investmentUpdates: z.boolean(),
  teamActivity: z.boolean(),
  weeklyDigest: z.boolean(),
  securityAlerts: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof zNotificationPreferences>;

export const defaultNotificationPreferences: NotificationPreferences = {
  emailNotifications: true,
  documentProcessing: true,
  investmentUpdates: true,
  teamActivity: true,
  weeklyDigest: true,
  securityAlerts: true,
};

export const zUpdateNotificationPreferencesInput = zNotificationPreferences.partial().strict();
export type UpdateNotificationPreferencesInput = z.infer<typeof zUpdateNotificationPreferencesInput>;

export function readNotificationPreferences(stored: unknown): NotificationPreferences {
  const parsed = zNotificationPreferences.partial().safeParse(stored ?? {});
  return { ...defaultNotificationPreferences, ...(parsed.success ? parsed.data : {}) };
}
