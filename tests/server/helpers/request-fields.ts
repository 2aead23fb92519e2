/**
 * The numeric fields of the contract's requests, found by walking each call's request schema (so a
 * new call or field is covered by itself), and a payload each call takes as it is. The wire-type
 * and number-range tests send these payloads with one numeric field changed.
 */
import type { z } from 'zod/mini';
import { CALLS } from '../../../src/contract/registry.ts';
import { PLAN_PRESET_PICTURES } from '../../../src/contract/rules/plan-rules.ts';

export type RegisteredCall = (typeof CALLS)[number];

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  element?: z.ZodMiniType;
  values?: unknown[];
  entries?: Record<string, unknown>;
}
const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional, default, nullable and pipe wrappers: what the sent value meets first. */
function unwrapped(schema: z.ZodMiniType): z.ZodMiniType {
  const def = defOf(schema);
  if (def.innerType) return unwrapped(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrapped(def.in);
  return schema;
}

/**
 * Whether the schema takes a number (or a boolean) as such: a number, a numeric literal or enum, a
 * boolean (no request has one yet; one added is covered), or a union with one of those.
 */
function takesNumber(schema: z.ZodMiniType): boolean {
  const def = defOf(unwrapped(schema));
  if (def.type === 'number' || def.type === 'boolean') return true;
  if (def.type === 'literal') return (def.values ?? []).some((value) => typeof value === 'number');
  if (def.type === 'enum') return Object.values(def.entries ?? {}).some((value) => typeof value === 'number');
  if (def.type === 'union') return (def.options ?? []).some(takesNumber);
  return false;
}

/** A list of numbers, alone or as one option of a union (`subscription_ids`: a list or comma-joined). */
function numberList(schema: z.ZodMiniType): { inUnion: boolean } | null {
  const def = defOf(unwrapped(schema));
  if (def.type === 'array' && def.element && takesNumber(def.element)) return { inUnion: false };
  if (def.type === 'union' && (def.options ?? []).some((option) => numberList(option)))
    return { inUnion: true };
  return null;
}

/** A numeric field: its path from the request's top, and how its value is a number. */
export interface NumericField {
  path: string[];
  schema: z.ZodMiniType;
  kind: 'number' | 'list';
  /** The parameter the refusal names: the field, or a list's first item (`ids.0`) outside a union. */
  named: string;
}

/** Every numeric field of a request schema, nested objects included. */
export function numericFieldsOf(schema: z.ZodMiniType, prefix: string[] = []): NumericField[] {
  const { shape } = defOf(unwrapped(schema));
  if (!shape) return [];
  return Object.entries(shape).flatMap(([name, field]): NumericField[] => {
    const path = [...prefix, name];
    if (takesNumber(field)) return [{ path, schema: field, kind: 'number', named: path.join('.') }];
    const list = numberList(field);
    if (list) {
      const named = list.inUnion ? path.join('.') : `${path.join('.')}.0`;
      return [{ path, schema: field, kind: 'list', named }];
    }
    return numericFieldsOf(field, path);
  });
}

/**
 * Values a field of some call accepts, tried in order for each field the payload needs: numbers a
 * numeric field takes (an id, a flag, a price, a day count, a time), then the strings and other
 * values the control-characters test uses for the rest.
 */
const NUMBER_SAMPLES: (number | boolean)[] = [
  1,
  0,
  2,
  3,
  4,
  4.99,
  7,
  10,
  30,
  100,
  1000,
  1_767_225_600,
  true,
  false,
];
/**
 * Text a field accepts: a URL, an email, a password, a name, a picture of ours (a plan's preset),
 * a list of ids, a country, an upload's path, JSON text. The control-character fuzz starts from
 * these too.
 */
export const TEXT_SAMPLES: readonly string[] = [
  'https://example.com/back',
  'fan@example.com',
  'Abcdef12',
  'abc123',
  PLAN_PRESET_PICTURES[0]!.url,
  // Comma-joined ids (article/newVideoPath).
  '12,15',
  // A country code (user/applyCreator).
  'DE',
  // An image upload's answer (user/modifyAccountInfo's pictures).
  'uploads/00000000-0000-4000-8000-000000000001/blur.webp',
  // JSON text (user/modifyAccountInfo's social links).
  '{}',
  // An authenticator's code (ops/confirmSignIn), a day (the console's periods), an order id.
  '123456',
  '2026-03-01',
  'ord_abcdefgh1234',
  // A statement's month (user/getStatement).
  '2026-03',
  // A moment with its offset (user/createTrialLink's expires_at).
  '2026-04-30T23:59:59.999+02:00',
];
/**
 * What a browser's WebAuthn answers look like as JSON (account/loginByPasskey's `passkey`,
 * user/addPasskey's `registration`): the shapes the contract takes, not signatures that verify.
 */
export const PASSKEY_SAMPLES: readonly unknown[] = [
  {
    id: 'Y3JlZGVudGlhbA',
    rawId: 'Y3JlZGVudGlhbA',
    type: 'public-key',
    response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
    clientExtensionResults: {},
  },
  {
    id: 'Y3JlZGVudGlhbA',
    rawId: 'Y3JlZGVudGlhbA',
    type: 'public-key',
    response: { clientDataJSON: 'e30', attestationObject: 'AAAA', publicKeyAlgorithm: -7 },
    clientExtensionResults: {},
  },
];
const OTHER_SAMPLES: unknown[] = [
  ...TEXT_SAMPLES,
  ...PASSKEY_SAMPLES,
  ['abc123'],
  [1, 2, 3],
  'reject',
  'fail',
  'spam',
  'hide-post',
  { type: 'post', id: 1 },
  // A browser's push keys (user/addPushSubscription), base64url.
  { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u', auth: 'tBHItJI5svbpez7KI4CCXg' },
];
const SAMPLES = [...NUMBER_SAMPLES, ...OTHER_SAMPLES];

function sampleOf(field: z.ZodMiniType, where: string): unknown {
  // An enum's own values first (`up`, `manual`, a role), then the samples.
  const own = Object.values(defOf(unwrapped(field)).entries ?? {});
  const found = [...own, ...SAMPLES].find((candidate) => field.safeParse(candidate).success);
  if (found === undefined) throw new Error(`no sample value fits ${where}`);
  return found;
}

/** Numbers a numeric field takes, as it takes them (a list field: a list of one, or of three). */
function numbersFor(field: NumericField): unknown[] {
  const candidates =
    field.kind === 'list' ? [...NUMBER_SAMPLES.map((sample) => [sample]), [1, 2, 3]] : NUMBER_SAMPLES;
  return candidates.filter((value) => field.schema.safeParse(value).success);
}

/** The first field (by the first issue) of a payload the call refuses, or null when it takes it. */
const firstRefusedField = (call: RegisteredCall, payload: Record<string, unknown>) => {
  const parsed = call.request.safeParse(payload);
  return parsed.success ? null : String(parsed.error.issues[0]?.path[0] ?? '');
};

/**
 * The call's parameters with a valid value in every required field and a number in every top-level
 * numeric one; where the call weighs fields together (`start_time` before `end_time`), the next
 * number a refused field takes is tried until the call takes the whole.
 */
export function validPayload(call: RegisteredCall, numeric: NumericField[]): Record<string, unknown> {
  const shape = defOf(unwrapped(call.request)).shape ?? {};
  const numberChoices = new Map(
    numeric.filter((field) => field.path.length === 1).map((field) => [field.path[0]!, numbersFor(field)]),
  );
  const payload: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape)) {
    const numbers = numberChoices.get(name);
    if (numbers) {
      if (numbers.length === 0) throw new Error(`no number fits ${call.path}.${name}`);
      payload[name] = numbers[0];
    } else if (!field.safeParse(undefined).success) payload[name] = sampleOf(field, `${call.path}.${name}`);
  }
  for (let tries = 0; tries < NUMBER_SAMPLES.length; tries++) {
    const refused = firstRefusedField(call, payload);
    const numbers = refused === null ? undefined : numberChoices.get(refused);
    if (!numbers) break;
    payload[refused!] = numbers[(numbers.indexOf(payload[refused!]) + 1) % numbers.length];
  }
  return payload;
}

/** Every numeric field of every registered call, each with a payload the call takes as it is. */
export function numericFieldCases(): {
  call: RegisteredCall;
  field: NumericField;
  payload: Record<string, unknown>;
}[] {
  return CALLS.flatMap((call) => {
    const numeric = numericFieldsOf(call.request);
    const payload = validPayload(call, numeric);
    return numeric.map((field) => ({ call, field, payload }));
  });
}

/**
 * The payload with the field at `path` (possibly nested) changed by `change`, which gets the value
 * the payload holds there.
 */
export function withFieldChanged(
  payload: Record<string, unknown>,
  path: string[],
  change: (value: unknown) => unknown,
): Record<string, unknown> {
  const [head, ...rest] = path;
  if (rest.length === 0) return { ...payload, [head!]: change(payload[head!]) };
  const inner = payload[head!] as Record<string, unknown>;
  return { ...payload, [head!]: withFieldChanged(inner, rest, change) };
}
