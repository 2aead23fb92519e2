// The server's modules point one way (docs/server-modules.md), as two ESLint rules:
// - `server-modules/one-way`: a file of server/ imports only its own unit or a unit below it in
//   SERVER_UNITS (infrastructure, then access, then the domains in their order, then the
//   composition root);
// - `server-modules/no-cycle`: no import closes a circle between files of server/, inside a
//   unit too (the order above cannot see those).
// Written here because the repository has no import plugin: a few dozen lines that read the
// relative imports of server/ are enough, and they name the unit and the circle in the message.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SERVER = path.join(ROOT, 'server');

/**
 * The units of server/, bottom first: each may import only units before it. The last one is the
 * composition root (server/*.ts, modules/index.ts, dev/, seed/, ops/), which wires the others.
 */
export const SERVER_UNITS = [
  // infrastructure
  'i18n',
  'config',
  'core',
  'db',
  'auth',
  'mail',
  'media',
  'jobs',
  'http',
  // who may see what
  'access',
  // the domains, lowest first
  'modules/notifications',
  // below accounts: a sign-up with a link's code credits the link
  'modules/tracking-links',
  'modules/accounts',
  'modules/categories',
  'modules/interests',
  'modules/blocks',
  'modules/ledger',
  'modules/uploads',
  'modules/creator-applications',
  'modules/media-processing',
  'modules/academy',
  'modules/creators',
  'modules/chat',
  'modules/mass-messages',
  'modules/comments',
  'modules/reports',
  'modules/feedback',
  'modules/views',
  'modules/posts',
  'modules/plans',
  'modules/payments',
  // a claim makes a subscription that the payments' renewal sweep renews
  'modules/trials',
  'modules/data-exports',
  'modules/stats',
  'modules/search',
  'modules/home',
  'modules/app',
  'modules/users',
  // the operations console's calls act on every domain below
  'modules/operations',
  // the composition root
  'root',
];

const ROOT_FOLDERS = new Set(['dev', 'seed', 'ops']);

/** The unit of a file of server/ (undefined outside server/, or for an unknown folder). */
export function unitOf(file) {
  const parts = path.relative(SERVER, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0])) return undefined;
  if (parts.length === 1) return parts[0] === 'config.ts' ? 'config' : 'root';
  if (parts[0] === 'modules') return parts.length === 2 ? 'root' : `modules/${parts[1]}`;
  if (ROOT_FOLDERS.has(parts[0])) return 'root';
  return SERVER_UNITS.includes(parts[0]) ? parts[0] : undefined;
}

const IMPORT_RE =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

let graph;
/** file → the files of server/ it imports, read from disk once per lint run. */
function serverGraph() {
  if (graph) return graph;
  graph = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) {
        const targets = [];
        for (const match of fs.readFileSync(full, 'utf8').matchAll(IMPORT_RE)) {
          targets.push(path.resolve(path.dirname(full), match[1] ?? match[2]));
        }
        graph.set(full, targets);
      }
    }
  };
  walk(SERVER);
  return graph;
}

/** A path of imports from `start` back to `goal`, or undefined. */
function pathBetween(start, goal, edgesOf) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === goal) {
      const trail = [];
      for (let at = file; at !== null; at = previous.get(at)) trail.unshift(at);
      return trail;
    }
    for (const next of edgesOf(file)) {
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const short = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/** Calls `check(node, target)` for each relative import of the file being linted. */
function eachRelativeImport(context, check) {
  const visit = (node) => {
    const source = node.source;
    if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
    if (!source.value.startsWith('.')) return;
    check(source, path.resolve(path.dirname(context.filename), source.value));
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const oneWay = {
  meta: {
    type: 'problem',
    docs: { description: 'server/ units import only units below them (docs/server-modules.md)' },
    schema: [],
  },
  create(context) {
    const own = unitOf(context.filename);
    if (own === undefined) return {};
    return eachRelativeImport(context, (node, target) => {
      const theirs = unitOf(target);
      if (theirs === undefined || theirs === own) return;
      if (SERVER_UNITS.indexOf(theirs) < SERVER_UNITS.indexOf(own)) return;
      context.report({
        node,
        message: `server/${own} may not import server/${theirs}: the server's modules point one way, infrastructure → access → domains (in docs/server-modules.md's order) → composition root. Move the shared part down, or let the composition root wire it (a hook, a handler list).`,
      });
    });
  },
};

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'no import circle between files of server/' },
    schema: [],
  },
  create(context) {
    const own = path.resolve(context.filename);
    if (unitOf(own) === undefined) return {};
    const imports = [];
    const edgesOf = (file) => (file === own ? imports : (serverGraph().get(file) ?? []));
    return {
      ...eachRelativeImport(context, (_node, target) => {
        imports.push(target);
      }),
      'Program:exit'() {
        const seen = new Set();
        for (const target of imports) {
          if (seen.has(target) || unitOf(target) === undefined) continue;
          seen.add(target);
          const trail = pathBetween(target, own, edgesOf);
          if (!trail) continue;
          const node = context.sourceCode.ast.body.find(
            (statement) =>
              statement.source && path.resolve(path.dirname(own), String(statement.source.value)) === target,
          );
          context.report({
            node: node ?? context.sourceCode.ast,
            message: `This import closes a circle: ${[own, ...trail].map(short).join(' → ')}. Move what both need into a file below both.`,
          });
        }
      },
    };
  },
};

export default { rules: { 'one-way': oneWay, 'no-cycle': noCycle } };
