import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { recordLoginFailure } from '../../src/server/auth/login-throttle';
import { auditEvents, loginFailures, users } from '../../src/server/db/schema';
import { registerTeamAdmin } from '../../src/server/modules/auth/service';
import { systemClock } from '../../src/server/clock';

const run = promisify(execFile);

function cli(dataDir: string, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('npm run cli -- user add', () => {
  it('adds a user to the team named by an admin e-mail or by id, and refuses bad input', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'allocator-cli-'));
    const setup = await openDatabase({ kind: 'pglite', dataDir });
    await setup.migrate();
    const admin = await registerTeamAdmin(
      { db: setup.db, clock: systemClock },
      {
        email: 'boss@example.com',
        password: 'long password',
        firstName: 'B',
        lastName: 'C',
        teamName: 'CLI Team',
      },
    );
    await setup.close();

    const byEmail = await cli(
      dataDir,
      'user',
      'add',
      '--email',
      'ana@example.com',
      '--password',
      'long password',
      '--role',
      'viewer',
      '--team',
      'boss@example.com',
    );
    expect(byEmail.stdout).toContain(`Added ana@example.com to team ${admin.teamId} as viewer.`);
    const byId = await cli(
      dataDir,
      'user',
      'add',
      '--email',
      'ben@example.com',
      '--password',
      'long password',
      '--role',
      'member',
      '--team',
      String(admin.teamId),
    );
    expect(byId.code).toBe(0);

    const shortPassword = await cli(
      dataDir,
      'user',
      'add',
      '--email',
      'cy@example.com',
      '--password',
      'short',
      '--role',
      'member',
      '--team',
      '1',
    );
    expect(shortPassword.code).toBe(1);
    expect(shortPassword.stderr).toContain('--password: Password must be at least 8 characters');
    const noTeam = await cli(
      dataDir,
      'user',
      'add',
      '--email',
      'cy@example.com',
      '--password',
      'long password',
      '--role',
      'member',
      '--team',
      'nobody@example.com',
    );
    expect(noTeam.stderr).toContain("No team found for 'nobody@example.com'");

    const check = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await check.db
      .select({ email: users.email, role: users.role, teamId: users.teamId })
      .from(users);
    await check.close();
    expect(rows).toEqual(
      expect.arrayContaining([
        { email: 'ana@example.com', role: 'viewer', teamId: admin.teamId },
        { email: 'ben@example.com', role: 'member', teamId: admin.teamId },
      ]),
    );
    expect(rows).toHaveLength(3);
    // Five CLI processes, each starting tsx and the embedded database: minutes on a busy machine.
  }, 180_000);

  it('refuses, without touching it, an embedded database a running server holds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'allocator-cli-'));
    writeFileSync(join(dataDir, 'allocator.lock'), String(process.pid));
    const result = await cli(
      dataDir,
      'user',
      'add',
      '--email',
      'x@example.com',
      '--password',
      'long password',
      '--role',
      'member',
      '--team',
      '1',
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`is in use by another process (pid ${process.pid})`);
  }, 60_000);
});

describe('npm run cli -- user unlock', () => {
  it("clears an account's failed sign-ins from every address, and no one else's", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'allocator-cli-'));
    const setup = await openDatabase({ kind: 'pglite', dataDir });
    await setup.migrate();
    const clock = systemClock;
    for (const [email, address] of [
      ['boss@example.com', '192.0.2.1'],
      ['boss@example.com', '192.0.2.2'],
      ['other@example.com', '192.0.2.1'],
    ])
      await recordLoginFailure({ db: setup.db, clock, email, address });
    await setup.close();

    const result = await cli(dataDir, 'user', 'unlock', '--email', 'Boss@Example.com');
    expect(result.stdout).toContain('Cleared the failed sign-ins of boss@example.com.');
    const bad = await cli(dataDir, 'user', 'unlock', '--email', 'not an e-mail');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--email: Enter a valid e-mail address');

    const check = await openDatabase({ kind: 'pglite', dataDir });
    const left = await check.db.select({ email: loginFailures.email }).from(loginFailures);
    await check.close();
    expect(left).toEqual([{ email: 'other@example.com' }]);
  }, 120_000);
});

describe('npm run cli -- audit unattributed', () => {
  it('lists the audit rows of no team, newest first, and none of a team', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'allocator-cli-'));
    const setup = await openDatabase({ kind: 'pglite', dataDir });
    await setup.migrate();
    const failed = { action: 'sign_in_failed' as const, actorEmail: '', address: '203.0.113.5' };
    await setup.db.insert(auditEvents).values([
      { ...failed, teamId: null, actorEmail: 'ghost@nowhere.test', createdAt: new Date('2026-01-01') },
      { ...failed, teamId: null, actorEmail: 'later@nowhere.test', createdAt: new Date('2026-01-02') },
      { ...failed, teamId: 1, actorEmail: 'ghost@team.test', createdAt: new Date('2026-01-03') },
    ]);
    await setup.close();

    const result = await cli(dataDir, 'audit', 'unattributed');
    expect(result.stdout.split('\n').filter(Boolean)).toEqual([
      '2026-01-02T00:00:00.000Z\tSign-in failed\tlater@nowhere.test\t203.0.113.5\t',
      '2026-01-01T00:00:00.000Z\tSign-in failed\tghost@nowhere.test\t203.0.113.5\t',
    ]);
    const bad = await cli(dataDir, 'audit', 'unattributed', '--limit', '0');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--limit: a whole number from 1 to 1000');
  }, 120_000);
});
