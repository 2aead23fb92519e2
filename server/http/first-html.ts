/**
 * The server's first HTML of the first-visit pages (src/contract/first-html.ts): the module the
 * app's build made for the server (`.server/render-first-html.js` in the build folder), loaded
 * once. A build without it (an older one) serves the document without first HTML.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  FIRST_HTML_DIR,
  FIRST_HTML_MODULE,
  FIRST_HTML_START_SCRIPT,
  type RenderFirstHtml,
} from '../../src/contract/first-html.ts';

export async function loadFirstHtml(
  distDir: string,
  log: FastifyBaseLogger,
): Promise<RenderFirstHtml | undefined> {
  const file = path.join(distDir, FIRST_HTML_DIR, FIRST_HTML_MODULE);
  if (!existsSync(file)) return undefined;
  try {
    const loaded = (await import(pathToFileURL(file).href)) as { renderFirstHtml?: RenderFirstHtml };
    return loaded.renderFirstHtml;
  } catch (error) {
    // The app still works without it: its first render paints the page, as before.
    log.error({ err: error, file }, 'the first HTML module could not be loaded');
    return undefined;
  }
}

/** The content security policy's source for the one inline script the documents carry. */
export const FIRST_HTML_START_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_HTML_START_SCRIPT).digest('base64')}'`;
