import { describe, expect, it } from 'vitest';
import { readNotificationPreferences, readUserSettings } from './settings';
import { displayName } from './user';
import { hasRole } from './roles';

describe('readUserSettings', () => {
  it('gives SPEC defaults for nothing stored', () => {
    expect(readUserSettings(undefined)).toEqual({
      notifications: { email: true, documentProcessed: true, investmentUpdates: true, teamActivity: true },
      display: { theme: 'light', compactView: false, showTips: true },
      privacy: { showEmail: false, showProfile: true },
    });
  });

  it('keeps what is stored and treats a notification as on unless false', () => {
    const settings = readUserSettings({ notifications: { email: false }, display: { theme: 'dark' } });
    expect(settings.notifications).toEqual({
      email: false,
      documentProcessed: true,
      investmentUpdates: true,
      teamActivity: true,
    });
    expect(settings.display.theme).toBe('dark');
  });

  it('falls back to defaults when what is stored is malformed', () => {
    expect(readUserSettings({ display: { theme: 'neon' } }).display.theme).toBe('light');
  });
});

describe('readNotificationPreferences', () => {
  it('fills every missing preference with true', () => {
    expect(readNotificationPreferences({ weeklyDigest: false })).toEqual({
      emailNotifications: true,
      documentProcessing: true,
      investmentUpdates: true,
      teamActivity: true,
      weeklyDigest: false,
      securityAlerts: true,
    });
  });
});

describe('displayName', () => {
  it('uses the first name, else the part of the e-mail before the at-sign', () => {
    expect(displayName({ firstName: 'Robin', email: 'r@example.com' })).toBe('Robin');
    expect(displayName({ firstName: '  ', email: 'robin.hale@example.com' })).toBe('robin.hale');
  });
});

describe('hasRole', () => {
  it('orders admin above member above viewer', () => {
    expect(hasRole('admin', 'member')).toBe(true);
    expect(hasRole('member', 'member')).toBe(true);
    expect(hasRole('viewer', 'member')).toBe(false);
    expect(hasRole('member', 'admin')).toBe(false);
  });
});
