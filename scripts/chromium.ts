/**
 * Finds the Chromium every browser test tier uses. Browsers are never downloaded:
 * CHROMIUM_PATH first, then Debian's /usr/bin/chromium.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  return candidates.find((path) => existsSync(path));
}

export const CHROMIUM_MISSING_MESSAGE = [
  'No Chromium found for the browser tests.',
  "Set CHROMIUM_PATH to a Chromium or Chrome binary, or install Debian's package:",
  '  sudo apt-get install -y chromium',
  '(Browsers are never downloaded by the test suite.)',
].join('\n');
