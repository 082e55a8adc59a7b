// Child process of release-check.mjs: Verdaccio with the given config file, on 127.0.0.1 at a
// port the system picks; prints `VERDACCIO_PORT <port>` once it listens. Runs apart from the
// check because the check drives npm and pnpm synchronously, which would stall a server in its
// own event loop.
import { runServer } from 'verdaccio';

const [configPath] = process.argv.slice(2);
const server = await runServer(configPath);
server.listen(0, '127.0.0.1', () => {
  console.log(`VERDACCIO_PORT ${server.address().port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
