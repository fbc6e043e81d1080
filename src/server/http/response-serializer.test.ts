import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zTeamMember } from '@shared/team';
import { zUser } from '@shared/user';
import { responseSerializer } from './response-serializer';

const compile = (schema: z.ZodType) =>
  responseSerializer({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (data: unknown) => string;

describe('responseSerializer', () => {
  it('writes only the fields the schema names, nested ones included', () => {
    const serialize = compile(zUser);
    const user = {
      id: 1,
      email: 'a@example.com',
      firstName: 'A',
      lastName: 'B',
      role: 'admin',
      teamId: 2,
      lastLoginAt: null,
      settings: {
        notifications: { email: true, documentProcessed: true, investmentUpdates: true, teamActivity: false },
        display: { theme: 'dark', compactView: false, showTips: true, secret: 'x' },
        privacy: { showEmail: false, showProfile: true },
      },
      passwordHash: 'scrypt$…',
    };
    const written = JSON.parse(serialize(user));
    expect(written).not.toHaveProperty('passwordHash');
    expect(written.settings.display).toEqual({ theme: 'dark', compactView: false, showTips: true });
    expect(written.lastLoginAt).toBeNull();
  });

  it('writes arrays and nullable fields', () => {
    const serialize = compile(z.array(zTeamMember));
    const members = [{ id: 1, firstName: 'A', lastName: 'B', email: null, role: 'viewer', settings: {} }];
    expect(JSON.parse(serialize(members))).toEqual([
      { id: 1, firstName: 'A', lastName: 'B', email: null, role: 'viewer' },
    ]);
  });
});
