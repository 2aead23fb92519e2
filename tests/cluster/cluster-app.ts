/**
 * The built app the cluster's web processes serve (DIST_DIR), so browsers open it through nginx as
 * people do: CLUSTER_DIST_DIR when set (`npm test` passes the production build it made for the
 * bundle budget and the e2e tier), else the repository's dist/ as `npm start` keeps it, built only
 * when the sources changed since its last build (about half a minute; nothing when unchanged).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildAppIfChanged } from '../../scripts/lib/app-build.ts';
import { REPO_ROOT } from '../../scripts/lib/production-build.ts';

/** Resolves to the folder of a built app; fails naming CLUSTER_DIST_DIR when it holds none. */
export async function clusterApp(): Promise<string> {
  const given = process.env.CLUSTER_DIST_DIR;
  if (given) {
    if (!existsSync(path.join(given, 'index.html'))) {
      throw new Error(`CLUSTER_DIST_DIR=${given} holds no built app (index.html)`);
    }
    return path.resolve(given);
  }
  await buildAppIfChanged(process.env);
  return path.join(REPO_ROOT, 'dist');
}
