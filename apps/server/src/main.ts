import cluster from 'node:cluster';
import { parseArgs } from 'node:util';
import pino from 'pino';
import pretty from 'pino-pretty';
import { bannerSites, startupBanner } from './banner.ts';
import { readServerConfig } from './config.ts';
import {
  isStockChangedMessage,
  openPreparedDatabase,
  startPlatformServer,
} from './platform-server.ts';
import { type SignInChannels, signInChannels } from './sign-in-senders.ts';

// A person at a terminal reads coloured one-line logs; anything else (a file, a log shipper, the
// tests' spawnServer) gets pino's JSON lines.
const onTerminal = process.stdout.isTTY === true;
const logger = pino(
  { level: process.env.LOG_LEVEL ?? 'info' },
  onTerminal
    ? pretty({
        colorize: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname',
        singleLine: true,
        sync: true,
      })
    : undefined,
);
const { values: args } = parseArgs({
  options: { workers: { type: 'string' } },
  strict: false,
});
const config = await readServerConfig(
  process.env,
  process.cwd(),
  typeof args.workers === 'string' ? args.workers : undefined,
);

if (cluster.isPrimary && config.workers > 1) {
  await runPrimary();
} else {
  await runServer();
}

/** One server process: the whole platform (the only one, or a cluster worker). */
async function runServer() {
  if (cluster.isPrimary) {
    if (config.workersNote) logger.warn(config.workersNote);
    if (config.adminKeyGenerated) {
      logger.info(
        `Generated an admin key in ${config.dataDir}/admin-key (set FORECOURT_ADMIN_KEY to choose one).`,
      );
    }
  }
  const server = await startPlatformServer(config, logger);
  if (cluster.isPrimary) printBanner(server.url, await bannerSites(server.db), server.signIn);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await server.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
  // A worker whose primary goes away stops too.
  if (cluster.isWorker) process.on('disconnect', () => stop('disconnect'));
}

/**
 * The cluster's primary (WEB_CONCURRENCY / --workers N > 1, PostgreSQL only): prepares the
 * database once, forks the workers (they share the port through node:cluster), relays a site's
 * stock change from one worker to all (each drops that site's cached pages), and replaces a
 * worker that dies. It serves nothing itself.
 */
async function runPrimary() {
  if (config.adminKeyGenerated) {
    logger.info(
      `Generated an admin key in ${config.dataDir}/admin-key (set FORECOURT_ADMIN_KEY to choose one).`,
    );
  }
  const db = await openPreparedDatabase(config, logger);
  const sites = await bannerSites(db);
  await db.close();
  let stopping = false;
  // Every worker gets the same admin key (it may have been generated just now).
  const fork = () => cluster.fork({ FORECOURT_ADMIN_KEY: config.adminKey });
  cluster.on('message', (from, message) => {
    if (!isStockChangedMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.error({ pid: worker.process.pid, code, signal }, 'server worker died; starting another');
    fork();
  });
  let listening = 0;
  cluster.on('listening', (_worker, address) => {
    listening += 1;
    if (listening !== config.workers) return;
    const url = `http://localhost:${address.port}`;
    logger.info({ url, workers: config.workers }, 'Forecourt platform server listening');
    // Each worker builds the same senders from the same settings; the primary only describes them.
    printBanner(
      url,
      sites,
      signInChannels(config.signIn ?? { sms: undefined, email: undefined }, config.development),
    );
  });
  logger.info({ workers: config.workers, pid: process.pid }, 'starting server workers');
  for (let i = 0; i < config.workers; i++) fork();
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down the workers');
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker.process.kill('SIGTERM');
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
}

/** The start-up banner: plain text on a terminal, one JSON log line otherwise. */
function printBanner(
  url: string,
  sites: { slug: string; name: string }[],
  signIn: SignInChannels,
): void {
  const banner = startupBanner({
    url,
    sites,
    adminKeyFile: config.adminKeyFile,
    development: config.development,
    signIn,
  });
  if (onTerminal) process.stdout.write(`${banner}\n`);
  else logger.info({ banner }, 'Forecourt is ready');
}
