import nodemailer, { type Transporter } from 'nodemailer';
import type { CodeDestination } from './code-sender.ts';
import { isInspectableCodeSender } from './code-sender.ts';
import type { CodeSender } from './deps.ts';
import { CODE_TTL_MS } from './routes/auth.ts';

/**
 * The real sign-in code senders: SMS through Twilio's REST API or a webhook of the dealer's own,
 * email through SMTP, and {@link ChannelCodeSender} that sends each channel through its sender.
 * Credentials come from the server's environment only (apps/server config.ts); nothing here logs
 * a code, a phone number or an address (README "Privacy": logs carry no email or phone).
 */

/** How long one delivery may take before it counts as failed (the shopper is waiting). */
export const CODE_SEND_TIMEOUT_MS = 10_000;

/** A delivery that failed; its message names the gateway and status, never the destination. */
export class CodeSendError extends Error {
  override readonly name = 'CodeSendError';
}

/** A channel no sender is configured for (the route answers 503 "sign-in is not available"). */
export class CodeChannelUnavailableError extends Error {
  override readonly name = 'CodeChannelUnavailableError';
  readonly channel: 'sms' | 'email';
  constructor(channel: 'sms' | 'email') {
    super(`no ${channel} code sender is configured`);
    this.channel = channel;
  }
}

const TTL_MINUTES = Math.round(CODE_TTL_MS / 60_000);

/** The SMS (and webhook) text: "123456 is your Sunshine Used Cars sign-in code. It expires…". */
export function signInCodeText(code: string, site?: string): string {
  const whose = site ? `your ${site} sign-in code` : 'your sign-in code';
  return `${code} is ${whose}. It expires in ${TTL_MINUTES} minutes.`;
}

/** The email's subject and plain-text body. */
export function signInCodeEmail(code: string, site?: string): { subject: string; text: string } {
  return {
    subject: site ? `Your ${site} sign-in code` : 'Your sign-in code',
    text: [
      signInCodeText(code, site),
      '',
      'If you did not ask for this code, you can ignore this email: nobody can sign in without it.',
      '',
    ].join('\n'),
  };
}

type Fetch = typeof fetch;

/** Sends and turns a non-2xx answer or a network failure into a {@link CodeSendError}. */
async function post(
  gateway: string,
  fetchImpl: Fetch,
  url: string,
  init: RequestInit,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      ...init,
      method: 'POST',
      signal: AbortSignal.timeout(CODE_SEND_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new CodeSendError(`${gateway} could not be reached (${reason})`, { cause: error });
  }
  if (!response.ok) {
    // Only the gateway's own error code is kept: its message may quote the phone number.
    let detail = '';
    try {
      const body = (await response.json()) as { code?: unknown };
      if (typeof body.code === 'number' || typeof body.code === 'string') {
        detail = ` (error ${body.code})`;
      }
    } catch {
      // Not JSON: the status says enough.
    }
    throw new CodeSendError(`${gateway} answered ${response.status}${detail}`);
  }
  await response.body?.cancel();
  return response;
}

export interface TwilioSmsSenderOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or alphanumeric sender id, or a Messaging Service SID (`MG…`). */
  from: string;
  /** `https://api.twilio.com` by default; tests point it at a local server. */
  baseUrl?: string;
  fetch?: Fetch;
}

/**
 * SMS through Twilio's REST API: `POST {base}/2010-04-01/Accounts/{sid}/Messages.json`, form
 * fields To, From (or MessagingServiceSid) and Body, HTTP basic auth with the account SID and
 * auth token. Any 2xx is a sent message.
 */
export class TwilioSmsSender implements CodeSender {
  readonly #options: TwilioSmsSenderOptions;

  constructor(options: TwilioSmsSenderOptions) {
    this.#options = options;
  }

  canSend(channel: 'sms' | 'email'): boolean {
    return channel === 'sms';
  }

  async send(destination: CodeDestination, code: string): Promise<void> {
    if (destination.channel !== 'sms') throw new CodeChannelUnavailableError(destination.channel);
    const { accountSid, authToken, from } = this.#options;
    const base = (this.#options.baseUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
    const form = new URLSearchParams({ To: destination.to });
    form.set(/^MG[0-9a-f]{32}$/i.test(from) ? 'MessagingServiceSid' : 'From', from);
    form.set('Body', signInCodeText(code, destination.site));
    await post(
      'the Twilio API',
      this.#options.fetch ?? fetch,
      `${base}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
      {
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
      },
    );
  }
}

export interface WebhookCodeSenderOptions {
  url: string;
  /** Sent as `Authorization: Bearer <secret>` so the receiver knows the platform sent it. */
  secret: string;
  /** The channels the webhook delivers (`['sms']` by default). */
  channels?: ('sms' | 'email')[];
  fetch?: Fetch;
}

/**
 * A dealer's or provider's own gateway: `POST <url>` with JSON `{ to, channel, code, message }`
 * and `Authorization: Bearer <secret>`. Any 2xx is a sent message.
 */
export class WebhookCodeSender implements CodeSender {
  readonly #options: WebhookCodeSenderOptions;

  constructor(options: WebhookCodeSenderOptions) {
    this.#options = options;
  }

  canSend(channel: 'sms' | 'email'): boolean {
    return (this.#options.channels ?? ['sms']).includes(channel);
  }

  async send(destination: CodeDestination, code: string): Promise<void> {
    if (!this.canSend(destination.channel)) {
      throw new CodeChannelUnavailableError(destination.channel);
    }
    await post('the sign-in code webhook', this.#options.fetch ?? fetch, this.#options.url, {
      headers: {
        authorization: `Bearer ${this.#options.secret}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        to: destination.to,
        channel: destination.channel,
        code,
        message: signInCodeText(code, destination.site),
      }),
    });
  }
}

export interface SmtpEmailSenderOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS). */
  url: string;
  /** The From address, e.g. `Forecourt <no-reply@dealer.example>`. */
  from: string;
}

/** Email through an SMTP server (nodemailer), plain text. */
export class SmtpEmailSender implements CodeSender {
  readonly #from: string;
  readonly #transport: Transporter;

  constructor(options: SmtpEmailSenderOptions) {
    this.#from = options.from;
    this.#transport = nodemailer.createTransport({
      url: options.url,
      connectionTimeout: CODE_SEND_TIMEOUT_MS,
      greetingTimeout: CODE_SEND_TIMEOUT_MS,
      socketTimeout: CODE_SEND_TIMEOUT_MS,
    });
  }

  canSend(channel: 'sms' | 'email'): boolean {
    return channel === 'email';
  }

  async send(destination: CodeDestination, code: string): Promise<void> {
    if (destination.channel !== 'email') {
      throw new CodeChannelUnavailableError(destination.channel);
    }
    const { subject, text } = signInCodeEmail(code, destination.site);
    try {
      await this.#transport.sendMail({ from: this.#from, to: destination.to, subject, text });
    } catch (error) {
      // nodemailer's messages can quote the recipient; keep its code and SMTP status only.
      const { code: errorCode, responseCode } = (error ?? {}) as {
        code?: unknown;
        responseCode?: unknown;
      };
      const detail = [errorCode, responseCode].filter((part) => part !== undefined).join(' ');
      throw new CodeSendError(`the SMTP server did not take the email (${detail || 'error'})`, {
        cause: error,
      });
    }
  }

  /** Closes pooled connections (none by default); for tests and shutdown. */
  close(): void {
    this.#transport.close();
  }
}

/**
 * Sends each channel through its own sender (SMS through Twilio or a webhook, email through
 * SMTP). A channel without one cannot be used: `canSend` says no and the route answers 503.
 * `latest(to)` asks the senders that keep codes (the development log sender), so the development
 * endpoint keeps working for the channels left on it.
 */
export class ChannelCodeSender implements CodeSender {
  readonly #senders: Partial<Record<'sms' | 'email', CodeSender>>;

  constructor(senders: Partial<Record<'sms' | 'email', CodeSender>>) {
    this.#senders = senders;
  }

  canSend(channel: 'sms' | 'email'): boolean {
    const sender = this.#senders[channel];
    return sender !== undefined && (sender.canSend?.(channel) ?? true);
  }

  async send(destination: CodeDestination, code: string): Promise<void> {
    const sender = this.#senders[destination.channel];
    if (!sender) throw new CodeChannelUnavailableError(destination.channel);
    await sender.send(destination, code);
  }

  latest(to: string): string | undefined {
    for (const sender of Object.values(this.#senders)) {
      if (sender && isInspectableCodeSender(sender)) {
        const code = sender.latest(to);
        if (code !== undefined) return code;
      }
    }
    return undefined;
  }
}
