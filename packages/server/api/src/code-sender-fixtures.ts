import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/*
 * Real local servers for the code senders' tests (port 0 each): a node:http server standing in
 * for an SMS gateway or webhook, and an SMTP server from the `smtp-server` package.
 */

/** A request the stand-in gateway received. */
export interface GatewayRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A local node:http server standing in for an SMS gateway (port 0): it records each request and
 * answers with `respond` (201 `{ sid }` by default).
 */
export async function startGateway(
  respond: (request: GatewayRequest, res: ServerResponse) => void = (_request, res) => {
    res.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
  },
): Promise<{ url: string; requests: GatewayRequest[]; close(): Promise<void> }> {
  const requests: GatewayRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      respond(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One email the local SMTP server took. */
export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: string;
}

/**
 * A local SMTP server (the `smtp-server` package, port 0, no TLS) that keeps every email.
 * With `auth`, only that user and password may send; `rejectRecipients` refuses every RCPT TO.
 */
export async function startSmtpServer(
  options: { auth?: { user: string; pass: string }; rejectRecipients?: boolean } = {},
): Promise<{ url: string; port: number; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !options.auth,
    onAuth(auth, _session, callback) {
      const ok = auth.username === options.auth?.user && auth.password === options.auth?.pass;
      if (ok) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (options.rejectRecipients) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        mails.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  const credentials = options.auth ? `${options.auth.user}:${options.auth.pass}@` : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The six-digit code in an email's text (headers and MIME aside). */
export function codeInMail(raw: string): string | undefined {
  return /(\d{6}) is your/.exec(raw)?.[1];
}
