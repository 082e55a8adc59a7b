import {
  ChannelCodeSender,
  type CodeSender,
  LogCodeSender,
  SmtpEmailSender,
  TwilioSmsSender,
  WebhookCodeSender,
} from '@forecourt/api';
import type { SignInConfig } from './config.ts';

/** How each channel's codes go out: a real gateway, the development log, or not at all. */
export interface SignInChannels {
  sms: 'twilio' | 'webhook' | 'log' | 'off';
  email: 'smtp' | 'log' | 'off';
}

export interface SignInSenders {
  sender: CodeSender;
  channels: SignInChannels;
  /** Closes the SMTP connections, if any. */
  close(): void;
}

interface StartLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** Which way each channel's codes go with these settings. */
export function signInChannels(signIn: SignInConfig, development: boolean): SignInChannels {
  return {
    sms: signIn.sms?.provider ?? (development ? 'log' : 'off'),
    email: signIn.email ? 'smtp' : development ? 'log' : 'off',
  };
}

/**
 * Builds the sign-in code sender from the settings: each configured channel through its
 * gateway; a channel left unset goes to the server log in development (readable with the admin
 * key at /api/dev/sign-in-codes/latest) and is refused in production, where a code in a log
 * helps nobody but whoever reads the log. Says at start-up which is which, and why.
 */
export function buildSignInSenders(
  signIn: SignInConfig,
  development: boolean,
  logger: StartLogger & { info(object: object, message: string): void },
): SignInSenders {
  const fallback = development ? new LogCodeSender(logger) : undefined;
  const sms: CodeSender | undefined =
    signIn.sms?.provider === 'twilio'
      ? new TwilioSmsSender({
          accountSid: signIn.sms.accountSid,
          authToken: signIn.sms.authToken,
          from: signIn.sms.from,
          ...(signIn.sms.apiUrl ? { baseUrl: signIn.sms.apiUrl } : {}),
        })
      : signIn.sms?.provider === 'webhook'
        ? new WebhookCodeSender({ url: signIn.sms.url, secret: signIn.sms.secret })
        : fallback;
  const smtp = signIn.email
    ? new SmtpEmailSender({ url: signIn.email.smtpUrl, from: signIn.email.from })
    : undefined;
  const email: CodeSender | undefined = smtp ?? fallback;
  const channels = signInChannels(signIn, development);
  if (channels.sms === 'off' && channels.email === 'off') {
    logger.error(
      'Sign-in is not available: NODE_ENV=production and no sign-in code sender is configured, so code requests answer 503. Set FORECOURT_SMS_PROVIDER (twilio or webhook) and/or SMTP_URL with FORECOURT_EMAIL_FROM; the log sender is for development only.',
    );
  } else if (channels.sms === 'off') {
    logger.warn(
      'Sign-in by mobile number is not available (NODE_ENV=production, FORECOURT_SMS_PROVIDER unset): code requests by SMS answer 503.',
    );
  } else if (channels.email === 'off') {
    logger.warn(
      'Sign-in by email is not available (NODE_ENV=production, SMTP_URL unset): code requests by email answer 503.',
    );
  }
  if (channels.sms === 'log' || channels.email === 'log') {
    const which = [channels.sms === 'log' && 'SMS', channels.email === 'log' && 'email']
      .filter(Boolean)
      .join(' and ');
    logger.info(
      `Development: ${which} sign-in codes are written to this log, not sent (readable with the admin key at /api/dev/sign-in-codes/latest).`,
    );
  }
  return {
    sender: new ChannelCodeSender({
      ...(sms ? { sms } : {}),
      ...(email ? { email } : {}),
    }),
    channels,
    close: () => smtp?.close(),
  };
}
