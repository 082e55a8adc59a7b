import type { CodeSender } from './deps.ts';

/** Where a sign-in code goes: an SMS to an E.164 mobile number or an email address. */
export interface CodeDestination {
  channel: 'sms' | 'email';
  to: string;
  /** The dealer's name, for the message, when the request came through a site's host. */
  site?: string | undefined;
}

/**
 * A code sender that can tell the last code it sent to a destination. The development-only
 * endpoint `GET /api/dev/sign-in-codes/latest` (admin key only) works with any configured sender
 * that has `latest(to)` ({@link LogCodeSender} does); with other senders it answers 404.
 */
export interface InspectableCodeSender extends CodeSender {
  latest(to: string): string | undefined;
}

export function isInspectableCodeSender(sender: CodeSender): sender is InspectableCodeSender {
  return typeof (sender as Partial<InspectableCodeSender>).latest === 'function';
}

/** How many destinations a {@link LogCodeSender} remembers; the oldest is forgotten first. */
export const LOG_CODE_SENDER_CAPACITY = 200;

/**
 * The embedded default code sender for development and demos: it writes each sign-in code to the
 * log at info level ("sign-in code for +61412345678: 123456") and remembers the latest code per
 * destination for the development-only endpoint. It never delivers anything and puts secrets in
 * the log, so production must configure a real SMS / email gateway instead (the platform server
 * refuses sign-in in production rather than fall back to it).
 */
export class LogCodeSender implements InspectableCodeSender {
  readonly #logger: { info(object: object, message: string): void };
  readonly #latest = new Map<string, string>();

  constructor(logger: { info(object: object, message: string): void }) {
    this.#logger = logger;
  }

  async send(destination: CodeDestination, code: string): Promise<void> {
    this.#logger.info(
      { channel: destination.channel, to: destination.to },
      `sign-in code for ${destination.to}: ${code}`,
    );
    this.#latest.delete(destination.to);
    this.#latest.set(destination.to, code);
    if (this.#latest.size > LOG_CODE_SENDER_CAPACITY) {
      const oldest = this.#latest.keys().next().value;
      if (oldest !== undefined) this.#latest.delete(oldest);
    }
  }

  /** The last code sent to `to` (as it was given to `send`), if remembered. */
  latest(to: string): string | undefined {
    return this.#latest.get(to);
  }
}
