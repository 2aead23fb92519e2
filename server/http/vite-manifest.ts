/**
 * Vite's build manifest (`build.manifest`, `.vite/manifest.json`): which built file each source
 * module became and what it imports. The server reads it to preload a page's chunks; the bundle
 * budget (scripts/bundle-budget) walks it to measure them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of `.vite/manifest.json`, keyed by its source path (or `_name-hash.js` for shared chunks). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** A manifest that cannot be measured (no entry, a screen matching no chunk or several). */
export class ManifestError extends Error {}

/** The build's manifest, or undefined when the build has none (an older build, a dev server). */
export function readManifest(distDir: string): Manifest | undefined {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/** The manifest key of the app's one HTML entry (`index.html`). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) {
    throw new ManifestError(`expected one entry chunk in the manifest, found ${entries.length}`);
  }
  return entries[0]!;
}

/** The keys reachable from `start` through static imports only, `start` included, in visit order. */
export function staticClosure(manifest: Manifest, start: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new ManifestError(`the manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  start.forEach(visit);
  return [...seen];
}
