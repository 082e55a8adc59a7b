import pino from 'pino';
import { readServerConfig } from './config.ts';
import { startPlatformServer } from './platform-server.ts';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const config = await readServerConfig();
if (config.adminKeyGenerated) {
  logger.info(
    `Generated an admin key in ${config.dataDir}/admin-key (set FORECOURT_ADMIN_KEY to choose one).`,
  );
}
const server = await startPlatformServer(config, logger);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await server.close();
    process.exit(0);
  });
}
