import { describe, expect, it } from 'vitest';
import { readSignInConfig } from './config.ts';
import { buildSignInSenders } from './sign-in-senders.ts';

const TWILIO = {
  FORECOURT_SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+61400000000',
};

describe('readSignInConfig', () => {
  it('configures nothing by default', () => {
    expect(readSignInConfig({})).toEqual({ sms: undefined, email: undefined });
  });

  it('reads Twilio, with an API URL override', () => {
    expect(readSignInConfig(TWILIO).sms).toEqual({
      provider: 'twilio',
      accountSid: 'AC1',
      authToken: 'token',
      from: '+61400000000',
    });
    expect(
      readSignInConfig({ ...TWILIO, TWILIO_API_URL: 'http://127.0.0.1:9000' }).sms,
    ).toMatchObject({ apiUrl: 'http://127.0.0.1:9000' });
  });

  it('names the missing Twilio variables', () => {
    expect(() => readSignInConfig({ FORECOURT_SMS_PROVIDER: 'twilio', TWILIO_FROM: 'x' })).toThrow(
      'FORECOURT_SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN',
    );
    expect(() => readSignInConfig({ ...TWILIO, TWILIO_API_URL: 'api.twilio.com' })).toThrow(
      /TWILIO_API_URL must be an http\(s\) URL/,
    );
  });

  it('reads the webhook and needs its URL and secret', () => {
    expect(
      readSignInConfig({
        FORECOURT_SMS_PROVIDER: 'webhook',
        FORECOURT_SMS_WEBHOOK_URL: 'https://sms.dealer.example/send',
        FORECOURT_SMS_WEBHOOK_SECRET: 'shh',
      }).sms,
    ).toEqual({ provider: 'webhook', url: 'https://sms.dealer.example/send', secret: 'shh' });
    expect(() =>
      readSignInConfig({
        FORECOURT_SMS_PROVIDER: 'webhook',
        FORECOURT_SMS_WEBHOOK_URL: 'https://sms.dealer.example/send',
      }),
    ).toThrow('FORECOURT_SMS_PROVIDER=webhook needs FORECOURT_SMS_WEBHOOK_SECRET');
    expect(() =>
      readSignInConfig({
        FORECOURT_SMS_PROVIDER: 'webhook',
        FORECOURT_SMS_WEBHOOK_URL: 'ftp://x',
        FORECOURT_SMS_WEBHOOK_SECRET: 's',
      }),
    ).toThrow(/FORECOURT_SMS_WEBHOOK_URL must be an http\(s\) URL/);
  });

  it('refuses an unknown SMS provider', () => {
    expect(() => readSignInConfig({ FORECOURT_SMS_PROVIDER: 'log' })).toThrow(
      'FORECOURT_SMS_PROVIDER must be twilio or webhook, got "log"',
    );
  });

  it('reads SMTP with its From address, and needs both', () => {
    expect(
      readSignInConfig({
        SMTP_URL: 'smtps://user:pass@smtp.example:465',
        FORECOURT_EMAIL_FROM: 'Dealer <no-reply@dealer.example>',
      }).email,
    ).toEqual({
      smtpUrl: 'smtps://user:pass@smtp.example:465',
      from: 'Dealer <no-reply@dealer.example>',
    });
    expect(() => readSignInConfig({ SMTP_URL: 'smtp://smtp.example' })).toThrow(
      'SMTP_URL needs FORECOURT_EMAIL_FROM',
    );
    expect(() => readSignInConfig({ FORECOURT_EMAIL_FROM: 'a@example.com' })).toThrow(
      /SMTP_URL is not/,
    );
    expect(() =>
      readSignInConfig({ SMTP_URL: 'http://smtp.example', FORECOURT_EMAIL_FROM: 'a@b.example' }),
    ).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
  });
});

describe('buildSignInSenders', () => {
  const recorder = () => {
    const lines: { level: string; message: string }[] = [];
    const at =
      (level: string) =>
      (first: string | object, second?: string): void => {
        lines.push({ level, message: typeof first === 'string' ? first : (second ?? '') });
      };
    return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error') } };
  };

  it('refuses every channel in production with only the log sender, and logs why', () => {
    const { lines, logger } = recorder();
    const built = buildSignInSenders({ sms: undefined, email: undefined }, false, logger);
    expect(built.channels).toEqual({ sms: 'off', email: 'off' });
    expect(built.sender.canSend?.('sms')).toBe(false);
    expect(built.sender.canSend?.('email')).toBe(false);
    expect(lines).toContainEqual({
      level: 'error',
      message: expect.stringMatching(/^Sign-in is not available: NODE_ENV=production/),
    });
  });

  it('writes codes to the log in development for the channels without a gateway', async () => {
    const { lines, logger } = recorder();
    const built = buildSignInSenders(readSignInConfig(TWILIO), true, logger);
    expect(built.channels).toEqual({ sms: 'twilio', email: 'log' });
    expect(built.sender.canSend?.('email')).toBe(true);
    await built.sender.send({ channel: 'email', to: 'sam@example.com' }, '123456');
    expect(lines.at(-1)).toEqual({
      level: 'info',
      message: 'sign-in code for sam@example.com: 123456',
    });
  });

  it('in production warns about the one channel left without a gateway', () => {
    const { lines, logger } = recorder();
    const built = buildSignInSenders(readSignInConfig(TWILIO), false, logger);
    expect(built.channels).toEqual({ sms: 'twilio', email: 'off' });
    expect(built.sender.canSend?.('sms')).toBe(true);
    expect(built.sender.canSend?.('email')).toBe(false);
    expect(lines).toEqual([
      { level: 'warn', message: expect.stringMatching(/^Sign-in by email is not available/) },
    ]);
  });
});
