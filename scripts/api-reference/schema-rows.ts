/**
 * A zod/mini schema as the rows of a reference table: each field's dotted name, its wire type,
 * whether it must be sent, its limits and enum values, and the rule codes its checks report. The
 * schema is read through zod's definitions (`schema._zod.def`, the part of zod meant for tools
 * that read schemas), so the table says what the contract checks, not what someone remembered.
 */
import type ts from 'typescript';
import { keySourceOf, objectSourcesOf, type SourceComments } from './source-comments.ts';

/** The parts of a zod schema's definition this module reads. */
interface Definition {
  type: string;
  checks?: readonly Check[];
  coerce?: boolean;
  format?: string;
  innerType?: Schema;
  defaultValue?: unknown;
  in?: Schema;
  out?: Schema;
  element?: Schema;
  options?: readonly Schema[];
  values?: readonly unknown[];
  entries?: Record<string, unknown>;
  shape?: Record<string, Schema>;
  valueType?: Schema;
}
interface CheckDefinition {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  tx?: (value: unknown) => unknown;
  error?: (issue: object) => unknown;
}
interface Check {
  _zod: { def: CheckDefinition };
}
/** A zod schema as this module reads it. */
export interface Schema {
  _zod: { def: Definition };
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } };
}

/** One row of a fields table. */
export interface FieldRow {
  /** Dotted name: `list[].id`, `card.brand`. */
  name: string;
  /** The wire type in words, with a link to an entity where the field is one. */
  type: string;
  required: boolean;
  /** Limits, formats, the default: `1 to 64 characters`, `trimmed`, `default 10`. */
  rules: string[];
  /** The field's JSDoc in the contract; '' when it has none. */
  doc: string;
}

/** How a table is being read: what a client sends (request) or what it receives (answer). */
export type Direction = 'request' | 'answer';

/** What the walk needs besides the schema. */
export interface WalkContext {
  direction: Direction;
  /** The entity name of a shared answer schema, to link instead of repeating its fields. */
  entityOf(schema: Schema): string | undefined;
  comments: SourceComments;
  /** The issue message strings that name a rule (rule codes) rather than a plain type error. */
  isRuleCode(message: string): boolean;
  /** The issue message every request string gives for a control character. */
  controlCharactersCode: string;
  /** Rule codes met during the walk, in order, each once. */
  ruleCodes: Set<string>;
}

const defOf = (schema: Schema): Definition => schema._zod.def;

/** A rule code a check reports, if its message is one. */
function ruleCodeOf(check: Check, context: WalkContext): string | undefined {
  const message = check._zod.def.error?.({});
  return typeof message === 'string' && context.isRuleCode(message) ? message : undefined;
}

const quantity = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Limits in words for one set of checks; `unit` is characters for strings, items for lists. */
function limitsOf(checks: readonly Check[], unit: string, context: WalkContext): string[] {
  const rules: string[] = [];
  let min: number | undefined;
  let max: number | undefined;
  for (const check of checks) {
    const def = check._zod.def;
    const code = ruleCodeOf(check, context);
    if (code && code !== context.controlCharactersCode) context.ruleCodes.add(code);
    switch (def.check) {
      case 'min_length':
        min = Math.max(min ?? 0, def.minimum ?? 0);
        break;
      case 'max_length':
        max = Math.min(max ?? Infinity, def.maximum ?? Infinity);
        break;
      case 'length_equals':
        rules.push(`exactly ${quantity(def.length ?? 0, unit)}`);
        break;
      case 'greater_than':
        rules.push(`${def.inclusive ? '≥' : '>'} ${def.value}`);
        break;
      case 'less_than':
        rules.push(`${def.inclusive ? '≤' : '<'} ${def.value}`);
        break;
      case 'string_format':
        rules.push(def.format === 'regex' ? `matches \`${String(def.pattern)}\`` : `${def.format} format`);
        break;
      case 'overwrite':
        if (def.tx) rules.push(...overwriteWords(def.tx));
        break;
      case 'custom':
        if (!code) rules.push('a further rule (see the notes)');
        break;
    }
  }
  if (min !== undefined && max !== undefined) rules.unshift(`${min} to ${quantity(max, unit)}`);
  else if (min !== undefined) rules.unshift(`at least ${quantity(min, unit)}`);
  else if (max !== undefined) rules.unshift(`at most ${quantity(max, unit)}`);
  return rules;
}

/** `z.trim()` and `z.toLowerCase()` leave no name behind, only the function they apply. */
function overwriteWords(tx: (value: unknown) => unknown): string[] {
  const probe = tx('  Ab  ');
  if (probe === 'Ab') return ['trimmed'];
  if (probe === '  ab  ') return ['lower-cased'];
  if (probe === 'ab') return ['trimmed', 'lower-cased'];
  return [];
}

/** Words for zod's string formats (`z.email()`, `z.uuid()`). */
const FORMAT_WORDS: Record<string, string> = {
  email: 'an email address',
  uuid: 'a UUID',
  guid: 'a UUID',
  url: 'a URL',
  regex: 'matches a pattern',
};

/** The schemas inside one (itself included) that check for control characters (strings.ts's text()). */
function controlCheckedStrings(schema: Schema, context: WalkContext): Schema[] {
  const def = defOf(schema);
  const own = (def.checks ?? []).some(
    (check) => ruleCodeOf(check, context) === context.controlCharactersCode,
  );
  const inner = [def.innerType, def.in, def.out, def.element, ...(def.options ?? [])];
  return [
    ...(own ? [schema] : []),
    ...inner.flatMap((child) => (child === undefined ? [] : controlCheckedStrings(child, context))),
  ];
}

/** True for multi-line text (multilineText()): its string checks control characters, but not a line feed. */
function allowsLineBreaks(schema: Schema, context: WalkContext): boolean {
  return controlCheckedStrings(schema, context).some((text) => {
    const parsed = text.safeParse('a\nb');
    return (
      parsed.success || !(parsed.error?.issues ?? []).some((i) => i.message === context.controlCharactersCode)
    );
  });
}

/** What a schema is, in words, and the nested object to expand when it is one. */
interface Described {
  type: string;
  rules: string[];
  required: boolean;
  /** An inline object (or a list of them) whose fields follow as their own rows. */
  expand?: { schema: Schema; suffix: string };
}

function literalText(value: unknown): string {
  return typeof value === 'string' ? `\`"${value}"\`` : `\`${String(value)}\``;
}

function joinOr(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** Literal values of a union of literals (`0 or 1`), or undefined when it holds anything else. */
function literalUnion(options: readonly Schema[]): unknown[] | undefined {
  const values: unknown[] = [];
  for (const option of options) {
    const def = defOf(option);
    if (def.type !== 'literal' || !def.values) return undefined;
    values.push(...def.values);
  }
  return values;
}

function describeNumber(schema: Schema, context: WalkContext): Described {
  const def = defOf(schema);
  const checks = def.checks ?? [];
  const isInteger =
    def.format === 'safeint' ||
    def.format === 'int32' ||
    checks.some((c) => c._zod.def.check === 'number_format' && /int/.test(c._zod.def.format ?? ''));
  const rules = limitsOf(checks, 'unit', context);
  if (def.coerce && context.direction === 'request') rules.unshift('a JSON number or a decimal string');
  return { type: isInteger ? 'integer' : 'number', rules, required: true };
}

/** Describes one schema; `required` is false when it is optional or has a default. */
function describe(schema: Schema, context: WalkContext): Described {
  const def = defOf(schema);
  const own = (unit: string) => limitsOf(def.checks ?? [], unit, context);
  switch (def.type) {
    case 'optional':
    case 'exact_optional': {
      const inner = describe(def.innerType!, context);
      return { ...inner, required: false };
    }
    case 'default':
    case 'prefault': {
      const inner = describe(def.innerType!, context);
      const value = def.defaultValue;
      const shown = typeof value === 'function' ? undefined : JSON.stringify(value);
      return { ...inner, required: false, rules: [...inner.rules, ...(shown ? [`default ${shown}`] : [])] };
    }
    case 'nullable': {
      const inner = describe(def.innerType!, context);
      return { ...inner, type: `${inner.type} or null` };
    }
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return describe(def.innerType!, context);
    case 'pipe': {
      // A request is described by what may be sent; an answer by what arrives. The checks of
      // both sides (and of the pipe itself) are limits the sent value must meet.
      const side = describe((context.direction === 'request' ? def.in : def.out)!, context);
      const other = context.direction === 'request' ? def.out : def.in;
      const otherRules = other && defOf(other).type !== 'transform' ? describe(other, context).rules : [];
      return { ...side, rules: unique([...side.rules, ...otherRules, ...own('character')]) };
    }
    case 'string': {
      const format = def.format ? [FORMAT_WORDS[def.format] ?? `${def.format} format`] : [];
      return { type: 'string', rules: [...format, ...own('character')], required: true };
    }
    case 'number':
      return describeNumber(schema, context);
    case 'boolean':
      return { type: 'boolean', rules: own('unit'), required: true };
    case 'null':
      return { type: 'null', rules: [], required: true };
    case 'literal':
      return { type: joinOr((def.values ?? []).map(literalText)), rules: own('unit'), required: true };
    case 'enum':
      return {
        type: joinOr(Object.values(def.entries ?? {}).map(literalText)),
        rules: own('unit'),
        required: true,
      };
    case 'union': {
      const options = def.options ?? [];
      const literals = literalUnion(options);
      if (literals) return { type: joinOr(literals.map(literalText)), rules: own('unit'), required: true };
      const described = options.map((option) => describe(option, context));
      return {
        type: joinOr(unique(described.map((d) => d.type))),
        rules: unique([...described.flatMap((d) => d.rules), ...own('unit')]),
        required: true,
      };
    }
    case 'array': {
      const element = def.element!;
      const entity = context.entityOf(element);
      const inner = describe(element, context);
      const isObject = defOf(element).type === 'object' && !entity;
      const type = entity
        ? `array of [${entity}](#${anchorOf(entity)})`
        : `array of ${isObject ? 'objects' : inner.type}`;
      const rules = [...own('item'), ...(isObject || entity ? [] : inner.rules.map((r) => `each ${r}`))];
      return {
        type,
        rules,
        required: true,
        ...(isObject ? { expand: { schema: element, suffix: '[]' } } : {}),
      };
    }
    case 'object': {
      const entity = context.entityOf(schema);
      if (entity) return { type: `[${entity}](#${anchorOf(entity)})`, rules: own('unit'), required: true };
      return { type: 'object', rules: own('unit'), required: true, expand: { schema, suffix: '' } };
    }
    case 'record':
      return { type: 'object (any keys)', rules: [], required: true };
    case 'unknown':
    case 'any':
      return { type: 'any', rules: [], required: true };
    case 'transform':
      return { type: 'any', rules: [], required: true };
    default:
      return { type: def.type, rules: own('unit'), required: true };
  }
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** The anchor GitHub and most renderers give a heading made of the entity's name. */
export function anchorOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}

/**
 * The rows of an object schema's fields (nested inline objects as dotted rows). `source` is the
 * expression the schema was written as, for its fields' JSDoc; `file` the file it is in.
 */
export function fieldRows(
  schema: Schema,
  context: WalkContext,
  source: { init: ts.Expression | undefined; file: string },
  prefix = '',
): FieldRow[] {
  const shape = defOf(schema).shape ?? {};
  const sources = objectSourcesOf(context.comments, source.init, source.file);
  const rows: FieldRow[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const keySource = keySourceOf(sources, key);
    const described = describe(field, context);
    if (context.direction === 'request' && allowsLineBreaks(field, context))
      described.rules.push('line breaks allowed');
    const name = `${prefix}${key}`;
    rows.push({
      name,
      type: described.type,
      required: described.required,
      rules: described.rules,
      doc: keySource?.doc ?? '',
    });
    if (described.expand) {
      rows.push(
        ...fieldRows(
          unwrapObject(described.expand.schema),
          context,
          { init: keySource?.init, file: keySource?.file ?? source.file },
          `${name}${described.expand.suffix}.`,
        ),
      );
    }
  }
  return rows;
}

/** The object inside wrappers (optional, nullable, default), for expanding its fields. */
function unwrapObject(schema: Schema): Schema {
  const def = defOf(schema);
  return def.innerType ? unwrapObject(def.innerType) : schema;
}

/** Rule codes of the object's own checks (cross-field rules such as a publish's plan rule). */
export function objectRuleCodes(schema: Schema, context: WalkContext): void {
  for (const check of defOf(schema).checks ?? []) {
    const code = ruleCodeOf(check, context);
    if (code && code !== context.controlCharactersCode) context.ruleCodes.add(code);
  }
  const def = defOf(schema);
  if (def.type === 'pipe') {
    if (def.in) objectRuleCodes(def.in, context);
    if (def.out) objectRuleCodes(def.out, context);
  }
}

/** True when a schema is an object (possibly through a pipe), so its fields can be listed. */
/** The options of a union, or undefined for any other schema. */
export function unionOptionsOf(schema: Schema): readonly Schema[] | undefined {
  const def = defOf(schema);
  return def.type === 'union' ? (def.options ?? []) : undefined;
}

export function objectOf(schema: Schema, direction: Direction): Schema | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return schema;
  if (def.type === 'pipe') return objectOf((direction === 'request' ? def.in : def.out)!, direction);
  return undefined;
}
