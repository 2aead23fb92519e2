/** `npx tsx server/main.ts`: the server alone, serving whatever dist/ holds (server/start-server.ts). */
import { startServer } from './start-server.ts';

startServer().catch((error: unknown) => {
  console.error('FanVault could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
