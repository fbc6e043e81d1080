import { describe, expect, it } from 'vitest';
import { throttledMessage } from '../../src/server/modules/auth/service';
import { addMember, as, registerTeam, useTestApp } from './helper';

/** Sign-in throttling (OWASP): per address and per account-and-address, growing delays, an account ceiling. */
const t = useTestApp();

function signIn(email: string, password: string, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { email, password } });
}

describe('POST /api/login from a guessing address', () => {
  it('slows 25 wrong passwords with doubling delays, while the owner signs in from another address', async () => {
    const { user } = await registerTeam(t.app, { password: 'right password' });
    const guesser = '203.0.113.7';
    const waits: number[] = [];
    for (let guesses = 0; guesses < 25;) {
      const response = await signIn(user.email, `guess ${guesses}`, guesser);
      if (response.statusCode === 429) {
        const wait = Number(response.headers['retry-after']);
        expect(response.json()).toEqual({ message: throttledMessage(wait) });
        waits.push(wait);
        t.clock.advance(wait * 1000);
      } else {
        expect(response.statusCode).toBe(401);
        guesses += 1;
      }
    }
    expect(waits.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(Math.max(...waits)).toBe(15 * 60);

    const owner = await signIn(user.email, 'right password', '198.51.100.20');
    expect(owner.statusCode).toBe(200);
    // The owner's sign-in does not reset the guesser's delay, even with the right password.
    const guesserRight = await signIn(user.email, 'right password', guesser);
    expect(guesserRight.statusCode).toBe(429);
  });

  it('lets the first five tries through, then answers 429 without checking the password', async () => {
    const { user } = await registerTeam(t.app, { password: 'right password' });
    const guesser = '203.0.113.8';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1)
      statuses.push((await signIn(user.email, `guess ${attempt}`, guesser)).statusCode);
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(20).fill(429)]);
    expect((await signIn(user.email, 'right password', '198.51.100.21')).statusCode).toBe(200);
  });

  it('slows one address that tries many accounts, and no one elsewhere', async () => {
    const sprayer = '203.0.113.9';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt += 1)
      statuses.push((await signIn(`spray${attempt}@example.com`, 'password1', sprayer)).statusCode);
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(30).fill(429)]);
    const { user } = await registerTeam(t.app, { password: 'right password' });
    expect((await signIn(user.email, 'right password', sprayer)).statusCode).toBe(429);
    expect((await signIn(user.email, 'right password', '198.51.100.22')).statusCode).toBe(200);
  });
});

describe('POST /api/team/members/{id}/unlock', () => {
  it('clears the ceiling an account reaches when guessed from a hundred addresses', async () => {
    const admin = await registerTeam(t.app);
    const member = await addMember(t.app, admin, 'member');
    for (let address = 1; address <= 100; address += 1)
      expect((await signIn(member.user.email, 'wrong password', `192.0.2.${address}`)).statusCode).toBe(401);
    const locked = await signIn(member.user.email, 'another long password', '198.51.100.30');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(throttledMessage(15 * 60));
    expect(locked.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );

    const url = `/api/team/members/${member.user.id}/unlock`;
    expect((await as(t.app, member, { method: 'POST', url })).statusCode).toBe(403);
    const otherAdmin = await registerTeam(t.app);
    expect((await as(t.app, otherAdmin, { method: 'POST', url })).statusCode).toBe(404);
    expect((await signIn(member.user.email, 'another long password', '198.51.100.30')).statusCode).toBe(429);

    const unlocked = await as(t.app, admin, { method: 'POST', url });
    expect(unlocked.statusCode).toBe(204);
    expect((await signIn(member.user.email, 'another long password', '198.51.100.30')).statusCode).toBe(200);
  });
});
