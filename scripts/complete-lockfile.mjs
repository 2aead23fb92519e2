// The npm registry this project installs from serves only the platform packages of this
// machine (linux x64). npm then leaves the other platforms' optional packages out of
// package-lock.json, and `npm ci` refuses the lock as out of sync. This adds those entries back,
// with the os and cpu their names declare, so every platform's `npm ci` skips them cleanly.
// Run after `npm install` changes the lock: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'netbsd',
  'sunos',
  'win32',
  'aix',
  'openharmony',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'riscv64', 'ppc64', 's390x', 'loong64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu =
    parts.find((part) => CPU.includes(part)) ??
    (parts.includes('gnueabihf') || parts.includes('musleabihf') ? 'arm' : undefined);
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    const wanted = version.replace(/^[\^~=]/, '');
    const hoisted = packages[`node_modules/${dep}`];
    if (packages[nested] || hoisted?.version === wanted) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue;
    // A hoisted copy of another version (two versions of one native package in the tree) leaves
    // this one to sit beside the package that wants it.
    packages[hoisted ? nested : `node_modules/${dep}`] = {
      version: wanted,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform packages`);
