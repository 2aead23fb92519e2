/**
 * Writes the per-call reference (docs/api-reference.md) from a contract: for every call its
 * path, access, request fields, answer fields and refusals; then the shared answer entities.
 * Pure: the contract comes in as values and source text, the page goes out as a string.
 */
import type ts from 'typescript';
import { callArgumentKey, type SourceComments } from './source-comments.ts';
import {
  anchorOf,
  fieldRows,
  objectOf,
  objectRuleCodes,
  unionOptionsOf,
  type Direction,
  type FieldRow,
  type Schema,
  type WalkContext,
} from './schema-rows.ts';

/** One call as the contract defines it (src/contract/call.ts's CallDefinition). */
export interface ReferenceCall {
  path: string;
  access: string;
  /** An operator call's roles besides admin's. */
  roles?: readonly string[];
  request: unknown;
  response: unknown;
}

/** Where a named schema or call was written: its export name and file. */
export interface NamedSource {
  name: string;
  file: string;
}

/** Everything the page is made from. */
export interface ReferenceInput {
  /** The calls in the registry's order. */
  calls: readonly ReferenceCall[];
  /** Call groups in the order the page lists them (src/contract/call.ts's CALL_GROUPS). */
  groups: readonly string[];
  /** Where each call and each named schema was exported, for its JSDoc and its fields'. */
  sourceOf(value: unknown): NamedSource | undefined;
  comments: SourceComments;
  /** Each call's own refusals: message key → when it is answered (src/contract/call-refusals.ts). */
  refusals: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * The English messages the server answers with, by key: locales/server/en.json's, and the app's
   * ids it shares (APP_MESSAGE_IDS in server/i18n/messages.ts, from locales/en.json).
   */
  messages: Readonly<Record<string, string>>;
  /**
   * The message key a rule code is answered with (server/http/rule-messages.ts); without it,
   * {@link ruleMessageKey}.
   */
  ruleMessageKey?: (code: string) => string;
  /** Access levels in words, by the contract's names. */
  accessWords: Readonly<Record<string, string>>;
  /** The issue message of a refused control character (src/contract/string-errors.ts). */
  controlCharactersCode: string;
  /** The text above the contents: what the page is, its conventions. */
  preamble: string;
}

/** The message key a rule code is answered with when the input names none: `rule.email` → `server.rule.email`. */
export const ruleMessageKey = (code: string) => `server.${code}`;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => `\`${text}\``;

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** Walks every schema inside one, calling `visit` with each and its depth. */
function visitSchemas(schema: Schema, visit: (schema: Schema, depth: number) => void, depth = 0): void {
  visit(schema, depth);
  const def = schema._zod.def;
  const children = [
    def.innerType,
    def.in,
    def.out,
    def.element,
    def.valueType,
    ...(def.options ?? []),
    ...Object.values(def.shape ?? {}),
  ].filter((child): child is Schema => child !== undefined);
  // Wrappers (optional, nullable, pipe) do not make their content a level deeper.
  const wraps = def.type !== 'object' && def.type !== 'array' && def.type !== 'record';
  for (const child of children) visitSchemas(child, visit, wraps ? depth : depth + 1);
}

/**
 * The answer schemas that get a section of their own: named object schemas met inside an answer
 * (a post in a list), or as the whole answer of more than one call. One call's own answer type
 * stays with the call.
 */
function entitiesOf(input: ReferenceInput): Map<Schema, string> {
  const nested = new Set<Schema>();
  const whole = new Map<Schema, number>();
  for (const call of input.calls) {
    visitSchemas(call.response as Schema, (schema, depth) => {
      if (schema._zod.def.type !== 'object' || !input.sourceOf(schema)) return;
      if (depth === 0) whole.set(schema, (whole.get(schema) ?? 0) + 1);
      else nested.add(schema);
    });
  }
  const entities = new Map<Schema, string>();
  for (const schema of [...nested, ...whole.keys()]) {
    if (!nested.has(schema) && (whole.get(schema) ?? 0) < 2) continue;
    entities.set(schema, input.sourceOf(schema)!.name.replace(/Schema$/, ''));
  }
  return entities;
}

/**
 * The entity another object extends (`z.extend(postSchema, {...})` shares the base's field
 * schemas): the largest entity whose every field is one of this object's, the same schema.
 */
function baseEntityOf(
  schema: Schema,
  entities: Map<Schema, string>,
): { base: Schema; name: string } | undefined {
  const shape = schema._zod.def.shape ?? {};
  let found: { base: Schema; name: string; size: number } | undefined;
  for (const [base, name] of entities) {
    if (base === schema) continue;
    const keys = Object.keys(base._zod.def.shape ?? {});
    if (keys.length === 0 || keys.length >= Object.keys(shape).length) continue;
    if (!keys.every((key) => shape[key] === base._zod.def.shape?.[key])) continue;
    if (!found || keys.length > found.size) found = { base, name, size: keys.length };
  }
  return found && { base: found.base, name: found.name };
}

/** The rows of an object's fields, or of the fields it adds to the entity it extends. */
function objectFields(
  input: ReferenceInput,
  entities: Map<Schema, string>,
  object: Schema,
  context: WalkContext,
  source: { init: ts.Expression | undefined; file: string },
  direction: Direction,
): string {
  const base = direction === 'answer' ? baseEntityOf(object, entities) : undefined;
  const inherited = new Set(Object.keys(base?.base._zod.def.shape ?? {}));
  const rows = fieldRows(object, context, source).filter((row) => !inherited.has(row.name.split(/[.[]/)[0]!));
  if (rows.length === 0 && !base) return direction === 'request' ? 'No parameters.' : '`{}` (no fields).';
  const table = fieldsTable(rows, direction);
  return base ? `Every field of [${base.name}](#${anchorOf(base.name)}), and:\n\n${table}` : table;
}

function contextOf(input: ReferenceInput, entities: Map<Schema, string>, direction: Direction): WalkContext {
  return {
    direction,
    entityOf: (schema) => entities.get(schema),
    comments: input.comments,
    isRuleCode: (message) => message.startsWith('rule.'),
    controlCharactersCode: input.controlCharactersCode,
    ruleCodes: new Set(),
  };
}

function fieldsTable(rows: readonly FieldRow[], direction: Direction): string {
  if (direction === 'request') {
    return table(
      ['field', 'type', 'required', 'rules', 'meaning'],
      rows.map((row) => [
        code(row.name),
        row.type,
        row.required ? 'yes' : 'no',
        row.rules.join('; '),
        row.doc,
      ]),
    );
  }
  return table(
    ['field', 'type', 'rules', 'meaning'],
    rows.map((row) => [
      code(row.name),
      row.required ? row.type : `${row.type} (may be absent)`,
      row.rules.join('; '),
      row.doc,
    ]),
  );
}

/** The fields of a call's request or answer, or a sentence when it is not a plain object. */
function partOf(
  input: ReferenceInput,
  entities: Map<Schema, string>,
  call: ReferenceCall,
  direction: Direction,
  ruleCodes: Set<string>,
): string {
  const schema = (direction === 'request' ? call.request : call.response) as Schema;
  const context = contextOf(input, entities, direction);
  context.ruleCodes = ruleCodes;
  const entity = entities.get(schema);
  if (entity) return `[${entity}](#${anchorOf(entity)})`;
  // One of several entities (a session or a second-factor challenge): each named.
  const options = unionOptionsOf(schema)?.map((option) => entities.get(option));
  if (options?.length && options.every((name) => name !== undefined))
    return `one of ${options.map((name) => `[${name}](#${anchorOf(name)})`).join(', ')}`;
  const object = objectOf(schema, direction);
  if (!object) return 'not an object';
  if (direction === 'request') objectRuleCodes(schema, context);
  const named = input.sourceOf(call);
  const constSource = named && input.comments.find(named.name, named.file);
  const init: ts.Expression | undefined = constSource
    ? callArgumentKey(constSource.init, direction === 'request' ? 'request' : 'response')
    : undefined;
  return objectFields(input, entities, object, context, { init, file: named?.file ?? '' }, direction);
}

/** Which calls answer each refusal, filled as the call sections are written. */
type RefusalIndex = Map<string, string[]>;

function refusalsOf(
  input: ReferenceInput,
  call: ReferenceCall,
  ruleCodes: ReadonlySet<string>,
  index: RefusalIndex,
): string {
  const rows: string[][] = [];
  const english = (key: string) => {
    const text = input.messages[key];
    if (text === undefined) throw new Error(`${call.path}: no English message for ${key}`);
    return text;
  };
  const own = input.refusals[call.path] ?? {};
  for (const rule of ruleCodes) {
    const key = (input.ruleMessageKey ?? ruleMessageKey)(rule);
    // A rule the service also checks is listed once, with the call's own words for when.
    if (!(key in own)) rows.push([code(key), 'a field breaks this rule', english(key)]);
  }
  for (const [key, when] of Object.entries(own)) rows.push([code(key), when, english(key)]);
  if (call.access === 'member') {
    const key = 'server.error.loginRequired';
    rows.push([code(key), 'no `token` was sent', english(key)]);
  }
  if (call.access === 'operator') {
    for (const [key, when] of [
      ['server.ops.signInRequired', 'no live console session from this browser (`fv_op` cookie)'],
      ['server.ops.roleRefused', 'the operator’s role is not one of the call’s roles (nor admin)'],
    ] as const)
      rows.push([code(key), when, english(key)]);
  }
  for (const [key] of rows) {
    const bare = key!.slice(1, -1);
    index.set(bare, [...(index.get(bare) ?? []), call.path]);
  }
  if (rows.length === 0) return 'Only the refusals every call may answer (above).';
  return table(['message key', 'when', 'English `msg`'], rows);
}

function callSection(
  input: ReferenceInput,
  entities: Map<Schema, string>,
  call: ReferenceCall,
  index: RefusalIndex,
): string {
  const named = input.sourceOf(call);
  const doc = named ? (input.comments.find(named.name, named.file)?.doc ?? '') : '';
  const access = input.accessWords[call.access];
  if (access === undefined) throw new Error(`${call.path}: access ${call.access} has no words`);
  const ruleCodes = new Set<string>();
  const request = partOf(input, entities, call, 'request', ruleCodes);
  const answer = partOf(input, entities, call, 'answer', new Set());
  return [
    `### ${code(call.path)}`,
    ...(doc ? [doc] : []),
    `\`POST /api/${call.path}\` · access: **${call.access}** (${access})` +
      (call.roles ? ` · roles: ${call.roles.map(code).join(', ')}` : ''),
    `**Request**\n\n${request}`,
    `**Answer** (\`data\`)\n\n${answer}`,
    `**Refusals** (\`status\` 0)\n\n${refusalsOf(input, call, ruleCodes, index)}`,
  ].join('\n\n');
}

function entitySection(
  input: ReferenceInput,
  entities: Map<Schema, string>,
  schema: Schema,
  name: string,
): string {
  const named = input.sourceOf(schema)!;
  const found = input.comments.find(named.name, named.file);
  const users = input.calls.filter((call) => {
    let uses = false;
    visitSchemas(call.response as Schema, (inner) => (uses ||= inner === schema));
    return uses;
  });
  return [
    `### ${name}`,
    ...(found?.doc ? [found.doc] : []),
    `In the answers of ${users.map((call) => `[${code(call.path)}](#${anchorOf(call.path)})`).join(', ')}.`,
    objectFields(
      input,
      entities,
      schema,
      contextOf(input, entities, 'answer'),
      {
        init: found?.init,
        file: named.file,
      },
      'answer',
    ),
  ].join('\n\n');
}

/** Every call-specific refusal once, with its English text and the calls that answer it. */
function refusalIndexSection(input: ReferenceInput, index: RefusalIndex): string {
  const rows = [...index]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, paths]) => [
      code(key),
      input.messages[key] ?? '',
      paths.map((path) => `[${code(path)}](#${anchorOf(path)})`).join(', '),
    ]);
  return [
    '## Refusals by message key',
    'The refusals of the calls above, by key (the envelope’s own are in [api.md section 6.3](api.md#63-error-messages)).',
    table(['message key', 'English `msg`', 'answered by'], rows),
  ].join('\n\n');
}

/** The whole page. */
export function renderReference(input: ReferenceInput): string {
  const entities = entitiesOf(input);
  const index: RefusalIndex = new Map();
  const groups = input.groups.filter((group) =>
    input.calls.some((call) => call.path.startsWith(`${group}/`)),
  );
  const contents = groups.map((group) => {
    const links = input.calls
      .filter((call) => call.path.startsWith(`${group}/`))
      .map((call) => `[${code(call.path.slice(group.length + 1))}](#${anchorOf(call.path)})`);
    return `- **${group}**: ${links.join(', ')}`;
  });
  const entityLinks = [...entities.values()].map((name) => `[${name}](#${anchorOf(name)})`).join(', ');
  const sections = groups.map((group) =>
    [
      `## ${group}`,
      ...input.calls
        .filter((call) => call.path.startsWith(`${group}/`))
        .map((call) => callSection(input, entities, call, index)),
    ].join('\n\n'),
  );
  const entitySections = [...entities].map(([schema, name]) => entitySection(input, entities, schema, name));
  return (
    [
      input.preamble.trim(),
      '## Contents',
      [...contents, `- **entities** (shared answer objects): ${entityLinks}`].join('\n'),
      ...sections,
      ['## Entities', ...entitySections].join('\n\n'),
      refusalIndexSection(input, index),
    ].join('\n\n') + '\n'
  );
}
