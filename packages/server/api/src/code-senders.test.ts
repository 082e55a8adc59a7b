import { afterEach, describe, expect, it } from 'vitest';
import { LogCodeSender } from './code-sender.ts';
import { codeInMail, startGateway, startSmtpServer } from './code-sender-fixtures.ts';
import {
  ChannelCodeSender,
  CodeChannelUnavailableError,
  CodeSendError,
  SmtpEmailSender,
  signInCodeEmail,
  signInCodeText,
  TwilioSmsSender,
  WebhookCodeSender,
} from './code-senders.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('signInCodeText', () => {
  it('names the dealer when there is one and says how long the code lasts (10 minutes)', () => {
    expect(signInCodeText('012345', 'Sunshine Used Cars')).toBe(
      '012345 is your Sunshine Used Cars sign-in code. It expires in 10 minutes.',
    );
    expect(signInCodeText('012345')).toBe('012345 is your sign-in code. It expires in 10 minutes.');
    expect(signInCodeEmail('012345', 'Metro Auto Group').subject).toBe(
      'Your Metro Auto Group sign-in code',
    );
    expect(signInCodeEmail('012345').subject).toBe('Your sign-in code');
  });
});

describe('TwilioSmsSender against a local stand-in for the Twilio API', () => {
  it('posts To, From and Body form-encoded with basic auth to the Messages resource', async () => {
    const gateway = await startGateway();
    cleanups.push(gateway.close);
    const sender = new TwilioSmsSender({
      accountSid: 'AC0123456789abcdef0123456789abcdef',
      authToken: 'twilio-token',
      from: '+61400000000',
      baseUrl: `${gateway.url}/`,
    });
    await sender.send({ channel: 'sms', to: '+61412345678', site: 'Coastal Toyota' }, '042042');
    expect(gateway.requests).toHaveLength(1);
    const [request] = gateway.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(
      '/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json',
    );
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('AC0123456789abcdef0123456789abcdef:twilio-token').toString('base64')}`,
    );
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request?.body);
    expect(Object.fromEntries(form)).toEqual({
      To: '+61412345678',
      From: '+61400000000',
      Body: '042042 is your Coastal Toyota sign-in code. It expires in 10 minutes.',
    });
  });

  it('sends a Messaging Service SID as MessagingServiceSid instead of From', async () => {
    const gateway = await startGateway();
    cleanups.push(gateway.close);
    const service = 'MG0123456789abcdef0123456789abcdef';
    const sender = new TwilioSmsSender({
      accountSid: 'AC1',
      authToken: 't',
      from: service,
      baseUrl: gateway.url,
    });
    await sender.send({ channel: 'sms', to: '+61412345678' }, '111111');
    const form = new URLSearchParams(gateway.requests[0]?.body);
    expect(form.get('MessagingServiceSid')).toBe(service);
    expect(form.has('From')).toBe(false);
  });

  it("rejects with Twilio's error code and status, never the phone number it quotes", async () => {
    const gateway = await startGateway((_request, res) => {
      res.writeHead(400, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          code: 21211,
          message: "The 'To' number +61412345678 is not a valid phone number.",
          status: 400,
        }),
      );
    });
    cleanups.push(gateway.close);
    const sender = new TwilioSmsSender({
      accountSid: 'AC1',
      authToken: 't',
      from: '+61400000000',
      baseUrl: gateway.url,
    });
    const failure = sender.send({ channel: 'sms', to: '+61412345678' }, '111111');
    await expect(failure).rejects.toThrow(CodeSendError);
    await expect(failure).rejects.toThrow('the Twilio API answered 400 (error 21211)');
    await failure.catch((error: Error) => expect(error.message).not.toContain('412345678'));
  });

  it('rejects when the gateway cannot be reached', async () => {
    const gateway = await startGateway();
    await gateway.close();
    const sender = new TwilioSmsSender({
      accountSid: 'AC1',
      authToken: 't',
      from: '+61400000000',
      baseUrl: gateway.url,
    });
    await expect(sender.send({ channel: 'sms', to: '+61412345678' }, '1')).rejects.toThrow(
      /the Twilio API could not be reached/,
    );
  });

  it('sends SMS only', async () => {
    const sender = new TwilioSmsSender({ accountSid: 'a', authToken: 't', from: 'f' });
    expect(sender.canSend('sms')).toBe(true);
    expect(sender.canSend('email')).toBe(false);
    await expect(sender.send({ channel: 'email', to: 'a@example.com' }, '1')).rejects.toThrow(
      CodeChannelUnavailableError,
    );
  });
});

describe('WebhookCodeSender against a local webhook', () => {
  it('posts JSON { to, channel, code, message } with the bearer secret', async () => {
    const gateway = await startGateway((_request, res) => res.writeHead(204).end());
    cleanups.push(gateway.close);
    const sender = new WebhookCodeSender({ url: `${gateway.url}/sms`, secret: 'hook-secret' });
    await sender.send({ channel: 'sms', to: '+61412345678', site: 'Harbour City Mazda' }, '777000');
    const [request] = gateway.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/sms');
    expect(request?.headers.authorization).toBe('Bearer hook-secret');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      to: '+61412345678',
      channel: 'sms',
      code: '777000',
      message: '777000 is your Harbour City Mazda sign-in code. It expires in 10 minutes.',
    });
  });

  it('rejects a non-2xx answer', async () => {
    const gateway = await startGateway((_request, res) => res.writeHead(500).end('down'));
    cleanups.push(gateway.close);
    const sender = new WebhookCodeSender({ url: gateway.url, secret: 's' });
    await expect(sender.send({ channel: 'sms', to: '+61412345678' }, '1')).rejects.toThrow(
      'the sign-in code webhook answered 500',
    );
  });
});

describe('SmtpEmailSender against a local SMTP server', () => {
  it('delivers the code by email with the From address, signing in to the server', async () => {
    const smtp = await startSmtpServer({ auth: { user: 'mailer', pass: 'p@ss' } });
    cleanups.push(smtp.close);
    const sender = new SmtpEmailSender({
      url: `smtp://mailer:${encodeURIComponent('p@ss')}@127.0.0.1:${smtp.port}`,
      from: 'Forecourt <no-reply@forecourt.example>',
    });
    cleanups.push(() => sender.close());
    await sender.send({ channel: 'email', to: 'sam@example.com', site: 'Sunshine' }, '314159');
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.user).toBe('mailer');
    expect(mail?.from).toBe('no-reply@forecourt.example');
    expect(mail?.to).toEqual(['sam@example.com']);
    expect(mail?.raw).toContain('Subject: Your Sunshine sign-in code');
    expect(codeInMail(mail?.raw ?? '')).toBe('314159');
  });

  it('rejects when the server refuses the recipient, without quoting the address', async () => {
    const smtp = await startSmtpServer({ rejectRecipients: true });
    cleanups.push(smtp.close);
    const sender = new SmtpEmailSender({ url: smtp.url, from: 'no-reply@forecourt.example' });
    cleanups.push(() => sender.close());
    const failure = sender.send({ channel: 'email', to: 'sam@example.com' }, '1');
    await expect(failure).rejects.toThrow(CodeSendError);
    await failure.catch((error: Error) => {
      expect(error.message).toMatch(/the SMTP server did not take the email \(.*550/);
      expect(error.message).not.toContain('sam@example.com');
    });
  });

  it('rejects when the credentials are wrong', async () => {
    const smtp = await startSmtpServer({ auth: { user: 'mailer', pass: 'right' } });
    cleanups.push(smtp.close);
    const sender = new SmtpEmailSender({
      url: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`,
      from: 'no-reply@forecourt.example',
    });
    cleanups.push(() => sender.close());
    await expect(sender.send({ channel: 'email', to: 'sam@example.com' }, '1')).rejects.toThrow(
      /EAUTH/,
    );
    expect(smtp.mails).toHaveLength(0);
  });
});

describe('ChannelCodeSender', () => {
  it('sends each channel through its own sender and refuses a channel without one', async () => {
    const gateway = await startGateway();
    cleanups.push(gateway.close);
    const sender = new ChannelCodeSender({
      sms: new WebhookCodeSender({ url: gateway.url, secret: 's' }),
    });
    expect(sender.canSend('sms')).toBe(true);
    expect(sender.canSend('email')).toBe(false);
    await sender.send({ channel: 'sms', to: '+61412345678' }, '123123');
    expect(gateway.requests).toHaveLength(1);
    await expect(sender.send({ channel: 'email', to: 'a@example.com' }, '1')).rejects.toThrow(
      CodeChannelUnavailableError,
    );
    expect(new ChannelCodeSender({}).canSend('sms')).toBe(false);
  });

  it('answers latest(to) from the senders that keep codes', async () => {
    const log = new LogCodeSender({ info: () => {} });
    const sender = new ChannelCodeSender({ email: log });
    await sender.send({ channel: 'email', to: 'a@example.com' }, '246810');
    expect(sender.latest('a@example.com')).toBe('246810');
    expect(sender.latest('b@example.com')).toBeUndefined();
  });
});
