import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { securityHeaders } from './security-headers.ts';
import {
  createSession,
  currentUser,
  endSession,
  hashSessionToken,
  isHttps,
  requireUser,
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  SIGNED_IN_HINT_COOKIE,
  setSessionCookie,
} from './sessions.ts';

const START = new Date('2026-03-02T01:00:00Z');

describe('hashSessionToken', () => {
  it('is the hex SHA-256 of the token', () => {
    expect(hashSessionToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('isHttps', () => {
  const appTrusting = (trustProxy: number) =>
    new Hono()
      .use('*', securityHeaders({ trustProxy }))
      .get('/', (c) => c.json({ https: isHttps(c) }));
  const ask = async (trustProxy: number, url: string, headers: Record<string, string> = {}) =>
    (
      (await (await appTrusting(trustProxy).request(url, { headers })).json()) as {
        https: boolean;
      }
    ).https;

  it('reads the request URL, and a TLS-terminating proxy header only from a trusted proxy', async () => {
    expect(await ask(0, 'http://shop.example/')).toBe(false);
    expect(await ask(0, 'https://shop.example/')).toBe(true);
    expect(await ask(0, 'http://shop.example/', { 'x-forwarded-proto': 'https' })).toBe(false);
    expect(await ask(1, 'http://shop.example/', { 'x-forwarded-proto': 'https' })).toBe(true);
    expect(await ask(1, 'https://shop.example/', { 'x-forwarded-proto': 'http' })).toBe(false);
  });
});

describe.each(testDatabaseTargets())('sessions on $kind', ({ open }) => {
  let db: Database;
  let clock = START;
  let userId: number;
  const deps = () => ({ db, now: () => clock });
  const app = new Hono()
    .get('/current', async (c) => c.json({ user: await currentUser(c, deps()) }))
    .get('/required', async (c) => {
      try {
        return c.json({ user: await requireUser(c, deps()) });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return c.json(error.toJSON(), error.status as 401);
      }
    })
    .post('/sign-in/:id', async (c) => {
      const { token } = await createSession(db, clock, Number(c.req.param('id')));
      setSessionCookie(c, token);
      return c.json({ token });
    })
    .post('/sign-out', async (c) => {
      await endSession(c, deps());
      return c.json({ signed_out: true });
    });
  const withCookie = (token: string) => ({ headers: { cookie: `${SESSION_COOKIE}=${token}` } });

  beforeAll(async () => {
    db = await open();
    const [user] = await db.query<{ id: number }>(
      `INSERT INTO users (phone, name) VALUES ('0412345678', 'Sam') RETURNING id`,
    );
    userId = user?.id ?? 0;
  });
  afterAll(async () => {
    await db.close();
  });

  it('stores only the SHA-256 of a 32-byte token, expiring in 30 days', async () => {
    clock = START;
    const response = await app.request(`http://shop.example/sign-in/${userId}`, {
      method: 'POST',
    });
    const { token } = (await response.json()) as { token: string };
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await db.query<{ token_hash: string; expires_at: Date }>(
      'SELECT token_hash, expires_at FROM sessions WHERE token_hash = $1',
      [hashSessionToken(token)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expires_at.getTime()).toBe(START.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
    expect(await db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [token])).toEqual([]);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${SESSION_COOKIE}=${token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).not.toContain('Secure');
    // Beside it, a script-readable hint holding only `1` (no token, no personal data).
    const hint = response.headers
      .getSetCookie()
      .find((value) => value.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
    expect(hint).toMatch(/^forecourt_signed_in=1; Max-Age=2592000; Path=\/; SameSite=Lax$/);
  });

  it('marks the cookie Secure when the request is https', async () => {
    const response = await app.request(`https://shop.example/sign-in/${userId}`, {
      method: 'POST',
    });
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });

  it('currentUser reads the cookie and answers the user, or null', async () => {
    clock = START;
    const { token } = await createSession(db, clock, userId);
    const current = async (init?: RequestInit) =>
      ((await (await app.request('http://shop.example/current', init)).json()) as { user: unknown })
        .user;
    expect(await current(withCookie(token))).toEqual({
      id: userId,
      phone: '0412345678',
      email: null,
      name: 'Sam',
      last_name: null,
      postcode: null,
    });
    expect(await current()).toBeNull();
    expect(await current(withCookie('not-a-token'))).toBeNull();
    // The same token with its last character changed (to one it is not: 1 in 64 tokens end in A).
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await current(withCookie(tampered))).toBeNull();
  });

  it('treats a session past expires_at as signed out', async () => {
    clock = START;
    const { token } = await createSession(db, clock, userId);
    clock = new Date(START.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
    const response = await app.request('http://shop.example/current', withCookie(token));
    expect(await response.json()).toEqual({ user: null });
  });

  it('requireUser answers 401 "Sign in required." without a session', async () => {
    clock = START;
    const response = await app.request('http://shop.example/required');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Sign in required.' });
    const { token } = await createSession(db, clock, userId);
    const signedIn = await app.request('http://shop.example/required', withCookie(token));
    expect(signedIn.status).toBe(200);
  });

  it('endSession deletes the row and clears the cookie', async () => {
    clock = START;
    const { token } = await createSession(db, clock, userId);
    const response = await app.request('http://shop.example/sign-out', {
      method: 'POST',
      ...withCookie(token),
    });
    expect(response.headers.get('set-cookie')).toMatch(/^forecourt_session=; Max-Age=0; /);
    expect(response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^forecourt_signed_in=; Max-Age=0; /),
    );
    expect(
      await db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [hashSessionToken(token)]),
    ).toEqual([]);
  });

  it('drops the user’s expired sessions when a new one starts', async () => {
    clock = START;
    await createSession(db, clock, userId);
    clock = new Date(START.getTime() + (SESSION_MAX_AGE_SECONDS + 1) * 1000);
    await createSession(db, clock, userId);
    const rows = await db.query<{ expires_at: Date }>(
      'SELECT expires_at FROM sessions WHERE user_id = $1',
      [userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expires_at.getTime()).toBeGreaterThan(clock.getTime());
  });
});
