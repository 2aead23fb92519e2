/**
 * `npm start`: builds the app if its sources changed and starts the server. The two overlap: the
 * server migrates and seeds an empty database while the build runs, and waits for the build only
 * before it serves (the first start on 2 cores: about 40 s instead of 60; docs/benchmarks.md).
 */
import { startServer } from '../server/start-server.ts';
import { buildAppIfChanged } from './lib/app-build.ts';

const appBuild = buildAppIfChanged(process.env);
// Until the server awaits it, a failed build must not end the process as an unhandled rejection.
appBuild.catch(() => undefined);

startServer({ appBuild }).catch((error: unknown) => {
  console.error('FanVault could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
