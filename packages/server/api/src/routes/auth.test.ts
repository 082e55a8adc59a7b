import { createHash } from 'node:crypto';
import type { Database } from '@forecourt/db';
import { testDatabaseTargets } from '@forecourt/db/testing';
import { FORM_ERRORS_HEADING, POSTCODE_MESSAGE } from '@forecourt/lead-payloads';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LogCodeSender } from '../code-sender.ts';
import { codeInMail, startGateway, startSmtpServer } from '../code-sender-fixtures.ts';
import {
  ChannelCodeSender,
  SmtpEmailSender,
  TwilioSmsSender,
  WebhookCodeSender,
} from '../code-senders.ts';
import type { ApiDeps } from '../deps.ts';
import { DEFAULT_RATE_LIMITS, UNLIMITED_RATE_LIMITS } from '../rate-limits.ts';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from '../testing.ts';
import { AUTH_MESSAGES, CODE_TTL_MS, MAX_CODE_ATTEMPTS } from './auth.ts';

const START = new Date('2026-03-02T01:00:00Z');
const MINUTE = 60_000;

interface User {
  id: number;
  phone: string | null;
  email: string | null;
  name: string | null;
  last_name: string | null;
  postcode: string | null;
}

/** `forecourt_session=<token>` from a response's Set-Cookie, ready for a `cookie` header. */
function sessionCookie(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('forecourt_session='))
    ?.split(';')[0];
}

describe.each(testDatabaseTargets())('auth routes on $kind', ({ open }) => {
  let db: Database;
  let clock: Date;
  let servers: TestServer[] = [];
  let phoneSerial = 0;

  /** A fresh server (and so a fresh per-IP limiter) on the shared database and test clock. */
  const start = async (overrides: Partial<ApiDeps> = {}) => {
    const server = await startTestServer(db, { now: () => clock, ...overrides });
    servers.push(server);
    return server;
  };
  /** A mobile number no other test uses: per-destination limits are kept in the database. */
  const newPhone = () => {
    phoneSerial += 1;
    return `0412 345 ${String(phoneSerial).padStart(3, '0')}`;
  };
  const e164 = (phone: string) => `+61${phone.replace(/\s/g, '').slice(1)}`;
  const requestCode = (server: TestServer, to: { phone: string } | { email: string }) =>
    server.fetch('/api/auth/request-code', { json: to });
  const lastCode = (server: TestServer) => server.codes.sent.at(-1)?.code ?? '';
  const verify = (
    server: TestServer,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => server.fetch('/api/auth/verify-code', { json: body, headers });
  const signIn = async (
    server: TestServer,
    phone: string,
    headers: Record<string, string> = {},
  ) => {
    expect((await requestCode(server, { phone })).status).toBe(202);
    const response = await verify(server, { phone, code: lastCode(server) }, headers);
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: User };
    return { user, cookie: sessionCookie(response) ?? '' };
  };
  const me = (server: TestServer, cookie?: string) =>
    server.fetch('/api/auth/me', cookie ? { headers: { cookie } } : {});
  /** A code that is not `code`. */
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    db = await open();
  });
  beforeEach(() => {
    clock = START;
  });
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.close()));
    servers = [];
  });
  afterAll(async () => {
    await db.close();
  });

  describe('sign-in flow', () => {
    it('sends a code, verifies it, sets an httpOnly session cookie and answers the user', async () => {
      const server = await start();
      const phone = newPhone();
      const requested = await requestCode(server, { phone });
      expect(requested.status).toBe(202);
      expect(await requested.json()).toEqual({ sent: true });
      const sent = server.codes.sent.at(-1);
      expect(sent?.to).toBe(e164(phone));
      expect(sent?.code).toMatch(/^\d{6}$/);

      const verified = await verify(server, { phone, code: sent?.code });
      expect(verified.status).toBe(200);
      const { user } = (await verified.json()) as { user: User };
      expect(user).toEqual({
        id: expect.any(Number),
        phone: phone.replace(/\s/g, ''),
        email: null,
        name: null,
        last_name: null,
        postcode: null,
      });
      const setCookie = verified.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/^forecourt_session=[A-Za-z0-9_-]{43}; /);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).toContain('Path=/');
      expect(setCookie).toContain('Max-Age=2592000');
      expect(setCookie).not.toContain('Secure');

      const cookie = sessionCookie(verified) ?? '';
      const current = await me(server, cookie);
      expect(current.status).toBe(200);
      expect(current.headers.get('cache-control')).toBe('no-store');
      expect(await current.json()).toEqual({ user });
    });

    it('stores only SHA-256 hashes of the code and the session token', async () => {
      const server = await start();
      const phone = newPhone();
      await requestCode(server, { phone });
      const code = lastCode(server);
      const [row] = await db.query<{ code_hash: string; expires_at: Date }>(
        'SELECT code_hash, expires_at FROM one_time_codes WHERE destination = $1',
        [e164(phone)],
      );
      expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.code_hash).not.toContain(code);
      expect(row?.expires_at.getTime()).toBe(START.getTime() + CODE_TTL_MS);

      const verified = await verify(server, { phone, code });
      const token = (sessionCookie(verified) ?? '').split('=')[1] ?? '';
      const hash = createHash('sha256').update(token).digest('hex');
      const { user } = (await verified.json()) as { user: User };
      const sessions = await db.query<{ token_hash: string }>(
        'SELECT token_hash FROM sessions WHERE user_id = $1',
        [user.id],
      );
      expect(sessions).toEqual([{ token_hash: hash }]);
    });

    it('finds the same user on the next sign-in, whatever the phone format', async () => {
      const server = await start();
      const phone = newPhone();
      const first = await signIn(server, phone);
      const second = await signIn(server, e164(phone));
      expect(second.user.id).toBe(first.user.id);
      expect(second.cookie).not.toBe(first.cookie);
    });

    it('signs in by email, lower-cased, with an email code', async () => {
      const server = await start();
      expect((await requestCode(server, { email: ' Shopper@Example.COM ' })).status).toBe(202);
      expect(server.codes.sent.at(-1)?.to).toBe('shopper@example.com');
      const response = await verify(server, {
        email: 'shopper@example.com',
        code: lastCode(server),
      });
      expect(response.status).toBe(200);
      const { user } = (await response.json()) as { user: User };
      expect(user).toMatchObject({ phone: null, email: 'shopper@example.com' });
    });

    it('marks the cookie Secure when the request is https (behind a trusted TLS proxy)', async () => {
      const server = await start({ trustProxy: 1 });
      const phone = newPhone();
      await requestCode(server, { phone });
      const response = await verify(
        server,
        { phone, code: lastCode(server) },
        { 'x-forwarded-proto': 'https' },
      );
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
    });

    it('ignores X-Forwarded-Proto without a trusted proxy (anyone can send it)', async () => {
      const server = await start();
      const phone = newPhone();
      await requestCode(server, { phone });
      const response = await verify(
        server,
        { phone, code: lastCode(server) },
        { 'x-forwarded-proto': 'https' },
      );
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('Secure');
    });

    it('answers the same whether or not an account exists', async () => {
      const server = await start();
      const known = newPhone();
      await signIn(server, known);
      const forKnown = await requestCode(server, { phone: known });
      const forNew = await requestCode(server, { phone: newPhone() });
      expect([forKnown.status, forNew.status]).toEqual([202, 202]);
      expect(await forKnown.json()).toEqual(await forNew.json());
    });

    it('signing in as someone else ends the session the browser had', async () => {
      const server = await start();
      const first = await signIn(server, newPhone());
      const second = await signIn(server, newPhone(), { cookie: first.cookie });
      expect(second.user.id).not.toBe(first.user.id);
      expect((await me(server, first.cookie)).status).toBe(401);
      expect((await me(server, second.cookie)).status).toBe(200);
    });
  });

  describe('request-code validation', () => {
    it.each([
      [{}, { phone: AUTH_MESSAGES.destinationRequired }],
      [{ phone: '', email: '' }, { phone: AUTH_MESSAGES.destinationRequired }],
      [{ phone: '0412 345 678', email: 'a@example.com' }, { email: AUTH_MESSAGES.destinationBoth }],
      [{ phone: '02 9000 0000' }, { phone: AUTH_MESSAGES.mobileInvalid }],
      [{ phone: '1300 000 000' }, { phone: AUTH_MESSAGES.mobileInvalid }],
      [{ phone: 412345678 }, { phone: AUTH_MESSAGES.mobileInvalid }],
      [{ email: 'not-an-email' }, { email: AUTH_MESSAGES.emailInvalid }],
    ])('refuses %j with field messages', async (body, fields) => {
      const server = await start();
      const response = await server.fetch('/api/auth/request-code', { json: body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: FORM_ERRORS_HEADING, fields });
      expect(server.codes.sent).toEqual([]);
    });

    it('refuses malformed JSON and the wrong method', async () => {
      const server = await start();
      const malformed = await server.fetch('/api/auth/request-code', {
        method: 'POST',
        body: '{"phone":',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ error: 'Malformed JSON body.' });
      const get = await server.fetch('/api/auth/request-code');
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST');
    });

    it('answers 503 when the code cannot be sent', async () => {
      const server = await start({
        codeSender: {
          send: async () => {
            throw new Error('gateway down');
          },
        },
      });
      const response = await requestCode(server, { phone: newPhone() });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: AUTH_MESSAGES.sendFailed });
    });
  });

  describe('verify-code', () => {
    const codeError = (message: string) => ({ error: message, fields: { code: message } });

    it('refuses a wrong code with a field message on code, then accepts the right one', async () => {
      const server = await start();
      const phone = newPhone();
      await requestCode(server, { phone });
      const code = lastCode(server);
      const response = await verify(server, { phone, code: wrong(code) });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(codeError(AUTH_MESSAGES.codeWrong));
      expect(sessionCookie(response)).toBeUndefined();
      expect((await verify(server, { phone, code })).status).toBe(200);
    });

    it('accepts a code typed with spaces', async () => {
      const server = await start();
      const phone = newPhone();
      await requestCode(server, { phone });
      const code = lastCode(server);
      const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
      expect((await verify(server, { phone, code: spaced })).status).toBe(200);
    });

    it.each([
      [{ code: '12345' }, { code: AUTH_MESSAGES.codeFormat }],
      [{ code: 'abcdef' }, { code: AUTH_MESSAGES.codeFormat }],
      [{ code: 123456 }, { code: AUTH_MESSAGES.codeFormat }],
      [{}, { code: AUTH_MESSAGES.codeFormat }],
    ])('refuses a malformed code %j', async (code, fields) => {
      const server = await start();
      const response = await verify(server, { phone: newPhone(), ...code });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: FORM_ERRORS_HEADING, fields });
    });

    it('refuses a code after its 10 minutes', async () => {
      const server = await start();
      const phone = newPhone();
      await requestCode(server, { phone });
      clock = new Date(START.getTime() + CODE_TTL_MS);
      const response = await verify(server, { phone, code: lastCode(server) });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(codeError(AUTH_MESSAGES.codeExpired));
    });

    it(`burns a code after ${MAX_CODE_ATTEMPTS} wrong tries, even for the right code`, async () => {
      const server = await start();
      const phone = newPhone();
      await requestCode(server, { phone });
      const code = lastCode(server);
      for (let attempt = 1; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
        const response = await verify(server, { phone, code: wrong(code) });
        expect(await response.json()).toEqual(codeError(AUTH_MESSAGES.codeWrong));
      }
      const last = await verify(server, { phone, code: wrong(code) });
      expect(last.status).toBe(400);
      expect(await last.json()).toEqual(codeError(AUTH_MESSAGES.codeBurnt));
      const right = await verify(server, { phone, code });
      expect(right.status).toBe(400);
      expect(await right.json()).toEqual(codeError(AUTH_MESSAGES.codeExpired));
    });

    it('accepts a code once', async () => {
      const server = await start();
      const phone = newPhone();
      await requestCode(server, { phone });
      const code = lastCode(server);
      expect((await verify(server, { phone, code })).status).toBe(200);
      const again = await verify(server, { phone, code });
      expect(await again.json()).toEqual(codeError(AUTH_MESSAGES.codeExpired));
    });

    it('retires the older code when a new one is requested', async () => {
      const server = await start();
      const phone = newPhone();
      await requestCode(server, { phone });
      const older = lastCode(server);
      await requestCode(server, { phone });
      const newer = lastCode(server);
      if (older !== newer) {
        const response = await verify(server, { phone, code: older });
        expect(await response.json()).toEqual(codeError(AUTH_MESSAGES.codeWrong));
      }
      expect((await verify(server, { phone, code: newer })).status).toBe(200);
    });

    it('never accepts a code sent to another destination', async () => {
      const server = await start();
      const phone = newPhone();
      await requestCode(server, { phone });
      const response = await verify(server, { phone: newPhone(), code: lastCode(server) });
      expect(await response.json()).toEqual(codeError(AUTH_MESSAGES.codeExpired));
    });
  });

  describe('linking a phone or email to the signed-in account', () => {
    it('adds a verified mobile number to an email-only account (link: true)', async () => {
      const server = await start();
      await requestCode(server, { email: 'linker@example.com' });
      const signedIn = await verify(server, {
        email: 'linker@example.com',
        code: lastCode(server),
      });
      const cookie = sessionCookie(signedIn) ?? '';
      const { user } = (await signedIn.json()) as { user: User };
      const phone = newPhone();
      await requestCode(server, { phone });
      const linked = await verify(
        server,
        { phone, code: lastCode(server), link: true },
        { cookie },
      );
      expect(linked.status).toBe(200);
      expect(sessionCookie(linked)).toBeUndefined();
      expect(await linked.json()).toEqual({
        user: { ...user, phone: phone.replace(/\s/g, '') },
      });
      expect(await (await me(server, cookie)).json()).toEqual({
        user: { ...user, phone: phone.replace(/\s/g, '') },
      });
    });

    it('refuses to link a number another account has (409), leaving the code usable', async () => {
      const server = await start();
      const taken = newPhone();
      const owner = await signIn(server, taken);
      const other = await signIn(server, newPhone());
      await requestCode(server, { phone: taken });
      const code = lastCode(server);
      const response = await verify(
        server,
        { phone: taken, code, link: true },
        { cookie: other.cookie },
      );
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: AUTH_MESSAGES.phoneTaken });
      const signedIn = await verify(server, { phone: taken, code });
      expect(((await signedIn.json()) as { user: User }).user.id).toBe(owner.user.id);
    });

    it('needs a session to link (401)', async () => {
      const server = await start();
      const phone = newPhone();
      await requestCode(server, { phone });
      const response = await verify(server, { phone, code: lastCode(server), link: true });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Sign in required.' });
    });
  });

  describe('rate limits', () => {
    it('allows 3 codes per destination per 10 minutes, then 429 with Retry-After', async () => {
      const server = await start();
      const phone = newPhone();
      for (let n = 0; n < 3; n += 1) {
        expect((await requestCode(server, { phone })).status).toBe(202);
      }
      const limited = await requestCode(server, { phone: e164(phone) });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('600');
      expect(await limited.json()).toEqual({
        error:
          'Too many sign-in codes have been requested for this mobile number. Please try again in 10 minutes.',
      });
      expect(server.codes.sent).toHaveLength(3);
      expect((await requestCode(server, { phone: newPhone() })).status).toBe(202);
      clock = new Date(START.getTime() + 4 * MINUTE);
      const later = await requestCode(server, { phone });
      expect(later.headers.get('retry-after')).toBe('360');
      clock = new Date(START.getTime() + 10 * MINUTE);
      expect((await requestCode(server, { phone })).status).toBe(202);
    });

    it('allows 10 codes per destination per day', async () => {
      // Ten calls in one wall-clock minute: only the per-destination limit is under test.
      const server = await start({ rateLimits: { limits: UNLIMITED_RATE_LIMITS } });
      const email = 'daily@example.com';
      for (let n = 0; n < 10; n += 1) {
        clock = new Date(START.getTime() + n * 10 * MINUTE);
        expect((await requestCode(server, { email })).status).toBe(202);
      }
      clock = new Date(START.getTime() + 100 * MINUTE);
      const limited = await requestCode(server, { email });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe(String(24 * 3600 - 100 * 60));
      expect(await limited.json()).toEqual({
        error:
          'Too many sign-in codes have been requested for this email address. Please try again in 23 hours.',
      });
      clock = new Date(START.getTime() + 24 * 60 * MINUTE);
      expect((await requestCode(server, { email })).status).toBe(202);
    });

    const { signInAttempt, signInCode } = DEFAULT_RATE_LIMITS;
    it(`allows ${signInAttempt.client.points} code attempts per client IP per minute, then 429 with Retry-After`, async () => {
      const server = await start();
      const phone = newPhone();
      for (let n = 0; n < signInAttempt.client.points; n += 1) {
        expect((await verify(server, { phone, code: '000000' })).status).toBe(400);
      }
      const response = await verify(server, { phone, code: '000000' });
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await response.json()).toEqual({ error: AUTH_MESSAGES.tooManyFromClient });
      expect((await me(server)).status).toBe(401);
      // Code requests are counted apart.
      expect((await requestCode(server, { phone })).status).toBe(202);
    });

    it(`allows ${signInCode.client.points} code requests per client IP per minute, then 429`, async () => {
      const server = await start();
      for (let n = 0; n < signInCode.client.points; n += 1) {
        expect((await requestCode(server, { phone: newPhone() })).status).toBe(202);
      }
      const response = await requestCode(server, { phone: newPhone() });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await response.json()).toEqual({ error: AUTH_MESSAGES.tooManyFromClient });
      expect(server.codes.sent).toHaveLength(signInCode.client.points);
    });
  });

  describe('me and sign-out', () => {
    it('/me answers 401 without a session, with a made-up cookie and after expiry', async () => {
      const server = await start();
      const none = await me(server);
      expect(none.status).toBe(401);
      expect(await none.json()).toEqual({ error: 'Sign in required.' });
      expect((await me(server, `forecourt_session=${'A'.repeat(43)}`)).status).toBe(401);
      const { cookie } = await signIn(server, newPhone());
      clock = new Date(START.getTime() + 30 * 24 * 60 * MINUTE);
      expect((await me(server, cookie)).status).toBe(401);
    });

    it('sign-out deletes the session and clears the cookie', async () => {
      const server = await start();
      const { cookie, user } = await signIn(server, newPhone());
      const response = await server.fetch('/api/auth/sign-out', {
        method: 'POST',
        headers: { cookie },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ signed_out: true });
      expect(response.headers.get('set-cookie')).toMatch(/^forecourt_session=; Max-Age=0; Path=\//);
      expect(await db.query('SELECT 1 FROM sessions WHERE user_id = $1', [user.id])).toEqual([]);
      expect((await me(server, cookie)).status).toBe(401);
      const again = await server.fetch('/api/auth/sign-out', { method: 'POST' });
      expect(await again.json()).toEqual({ signed_out: true });
    });

    it('PATCH /me updates name, last_name and postcode (site-wide §3 User)', async () => {
      const server = await start();
      const { cookie, user } = await signIn(server, newPhone());
      const response = await server.fetch('/api/auth/me', {
        method: 'PATCH',
        json: { name: ' Sam ', last_name: 'Citizen', postcode: '0800' },
        headers: { cookie },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        user: { ...user, name: 'Sam', last_name: 'Citizen', postcode: '0800' },
      });
      const unchanged = await server.fetch('/api/auth/me', {
        method: 'PATCH',
        json: {},
        headers: { cookie },
      });
      expect(((await unchanged.json()) as { user: User }).user.name).toBe('Sam');
    });

    it('PATCH /me refuses a bad postcode, an unconfirmed email and no session', async () => {
      const server = await start();
      const { cookie } = await signIn(server, newPhone());
      const postcode = await server.fetch('/api/auth/me', {
        method: 'PATCH',
        json: { postcode: '123' },
        headers: { cookie },
      });
      expect(postcode.status).toBe(400);
      expect(await postcode.json()).toEqual({
        error: FORM_ERRORS_HEADING,
        fields: { postcode: POSTCODE_MESSAGE },
      });
      const email = await server.fetch('/api/auth/me', {
        method: 'PATCH',
        json: { email: 'someone@example.com' },
        headers: { cookie },
      });
      expect(email.status).toBe(400);
      expect(await email.json()).toEqual({
        error: AUTH_MESSAGES.emailNeedsCode,
        fields: { email: AUTH_MESSAGES.emailNeedsCode },
      });
      const anonymous = await server.fetch('/api/auth/me', { method: 'PATCH', json: {} });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('development sign-in code endpoint', () => {
    const admin = { authorization: `Bearer ${TEST_ADMIN_KEY}` };
    const latest = (server: TestServer, to: string, headers: Record<string, string> = admin) =>
      server.fetch(`/api/dev/sign-in-codes/latest?to=${encodeURIComponent(to)}`, { headers });

    it('is absent (404) when development is false, even with the admin key', async () => {
      const server = await start({
        development: false,
        codeSender: new LogCodeSender(pino({ level: 'silent' })),
      });
      const phone = newPhone();
      await requestCode(server, { phone });
      const response = await latest(server, phone);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found.' });
    });

    it('answers only the admin key: 401 without it, 403 with another key', async () => {
      const sender = new LogCodeSender(pino({ level: 'silent' }));
      const server = await start({ development: true, codeSender: sender });
      const phone = newPhone();
      await requestCode(server, { phone });
      const anonymous = await latest(server, phone, {});
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
      const anonymousText = await anonymous.text();
      expect(anonymousText).not.toContain(sender.latest(e164(phone)));
      // Not even the input rules are told without the key.
      expect((await latest(server, 'hello', {})).status).toBe(401);
      expect((await server.fetch('/api/dev/sign-in-codes/latest')).status).toBe(401);
      const wrongKey = await latest(server, phone, { authorization: 'Bearer not-the-key' });
      expect(wrongKey.status).toBe(403);
      expect(await wrongKey.text()).not.toContain(sender.latest(e164(phone)));
    });

    it('answers the admin the last code sent to a destination with a LogCodeSender', async () => {
      const sender = new LogCodeSender(pino({ level: 'silent' }));
      const server = await start({ development: true, codeSender: sender });
      const phone = newPhone();
      await requestCode(server, { phone });
      const response = await latest(server, e164(phone));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as { to: string; code: string };
      expect(body).toEqual({ to: e164(phone), code: sender.latest(e164(phone)) });
      expect((await verify(server, { phone, code: body.code })).status).toBe(200);

      const unknown = await latest(server, newPhone());
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: AUTH_MESSAGES.devNoCode });
      const bad = await latest(server, 'hello');
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        error: AUTH_MESSAGES.devDestinationInvalid,
        fields: { to: AUTH_MESSAGES.devDestinationInvalid },
      });
      const missing = await server.fetch('/api/dev/sign-in-codes/latest', { headers: admin });
      expect(missing.status).toBe(400);
    });

    it('answers 404 when the configured sender does not keep codes', async () => {
      const silentSender = { send: async () => {} };
      const server = await start({ development: true, codeSender: silentSender });
      await requestCode(server, { phone: newPhone() });
      const response = await latest(server, '0412345000');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: AUTH_MESSAGES.devSenderCannotTell });
    });
  });

  describe('real code senders', () => {
    /** A pino logger whose lines land in `lines` (JSON objects). */
    const capturingLogger = () => {
      const lines: Record<string, unknown>[] = [];
      const logger = pino(
        { level: 'info' },
        { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
      );
      return { logger, lines };
    };

    it('signs in with the code the SMS gateway (Twilio API shape) was given', async () => {
      const gateway = await startGateway();
      try {
        const server = await start({
          development: false,
          codeSender: new ChannelCodeSender({
            sms: new TwilioSmsSender({
              accountSid: 'AC1',
              authToken: 'token',
              from: '+61400000000',
              baseUrl: gateway.url,
            }),
          }),
        });
        const phone = newPhone();
        expect((await requestCode(server, { phone })).status).toBe(202);
        expect(gateway.requests).toHaveLength(1);
        const form = new URLSearchParams(gateway.requests[0]?.body);
        expect(form.get('To')).toBe(e164(phone));
        const code = /^(\d{6}) is your sign-in code/.exec(form.get('Body') ?? '')?.[1] ?? '';
        expect(code).toMatch(/^\d{6}$/);
        expect((await verify(server, { phone, code })).status).toBe(200);
      } finally {
        await gateway.close();
      }
    });

    it('signs in with the code an SMTP server received by email', async () => {
      const smtp = await startSmtpServer();
      const email = new SmtpEmailSender({ url: smtp.url, from: 'no-reply@forecourt.example' });
      try {
        const server = await start({
          development: false,
          codeSender: new ChannelCodeSender({ email }),
        });
        const address = `smtp.${phoneSerial}.${Date.now()}@example.com`;
        expect((await requestCode(server, { email: address.toUpperCase() })).status).toBe(202);
        expect(smtp.mails).toHaveLength(1);
        expect(smtp.mails[0]?.to).toEqual([address]);
        const code = codeInMail(smtp.mails[0]?.raw ?? '') ?? '';
        expect(code).toMatch(/^\d{6}$/);
        const response = await verify(server, { email: address, code });
        expect(response.status).toBe(200);
        expect(((await response.json()) as { user: User }).user.email).toBe(address);
      } finally {
        email.close();
        await smtp.close();
      }
    });

    it('tells the shopper and logs why when the gateway fails, and the code does not count', async () => {
      let failing = true;
      const gateway = await startGateway((_request, res) => {
        if (failing) res.writeHead(503).end();
        else res.writeHead(200).end('{}');
      });
      const { logger, lines } = capturingLogger();
      try {
        const server = await start({
          logger,
          codeSender: new WebhookCodeSender({ url: gateway.url, secret: 'hook' }),
        });
        const phone = newPhone();
        // More failures than the 3 codes per 10 minutes a mobile may ask for.
        for (let attempt = 0; attempt < 4; attempt++) {
          const response = await requestCode(server, { phone });
          expect(response.status).toBe(503);
          expect(await response.json()).toEqual({ error: AUTH_MESSAGES.sendFailed });
        }
        const logged = lines.filter((line) => line.msg === 'sign-in code not sent');
        expect(logged).toHaveLength(4);
        expect(logged[0]).toMatchObject({ level: 50, channel: 'sms' });
        expect(JSON.stringify(logged[0])).toContain('the sign-in code webhook answered 503');
        // Logs carry no phone number.
        expect(JSON.stringify(lines)).not.toContain(e164(phone).slice(3));
        failing = false;
        expect((await requestCode(server, { phone })).status).toBe(202);
        const sent = JSON.parse(gateway.requests.at(-1)?.body ?? '{}') as { code: string };
        expect((await verify(server, { phone, code: sent.code })).status).toBe(200);
      } finally {
        await gateway.close();
      }
    });

    it('refuses sign-in with 503 when no sender delivers on any channel', async () => {
      const server = await start({ development: false, codeSender: new ChannelCodeSender({}) });
      for (const to of [{ phone: newPhone() }, { email: 'nobody@example.com' }]) {
        const response = await requestCode(server, to);
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ error: AUTH_MESSAGES.signInUnavailable });
      }
      expect(AUTH_MESSAGES.signInUnavailable).toMatch(/Sign-in is not available/);
      const [row] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM one_time_codes WHERE destination = 'nobody@example.com'",
      );
      expect(row?.n).toBe(0);
    });

    it('points the shopper to the other channel when only one is configured', async () => {
      const gateway = await startGateway();
      try {
        const smsOnly = await start({
          codeSender: new ChannelCodeSender({
            sms: new WebhookCodeSender({ url: gateway.url, secret: 's' }),
          }),
        });
        const byEmail = await requestCode(smsOnly, { email: 'someone@example.com' });
        expect(byEmail.status).toBe(503);
        expect(await byEmail.json()).toEqual({ error: AUTH_MESSAGES.emailUnavailable });
        expect((await requestCode(smsOnly, { phone: newPhone() })).status).toBe(202);
        const emailOnly = await start({
          codeSender: new ChannelCodeSender({ email: new LogCodeSender({ info: () => {} }) }),
        });
        const bySms = await requestCode(emailOnly, { phone: newPhone() });
        expect(bySms.status).toBe(503);
        expect(await bySms.json()).toEqual({ error: AUTH_MESSAGES.smsUnavailable });
      } finally {
        await gateway.close();
      }
    });
  });
});
