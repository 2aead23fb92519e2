/**
 * Issue 8: a NUL (or any other C0 control character or DEL) in a request string never reaches the
 * database. Every string field of every call in the contract's registry, and the session fields
 * every request carries, is refused as a client mistake with a clear message in the caller's
 * language: HTTP 200, status 0, `The field "x" contains characters that are not allowed.`
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { sessionFieldsSchema } from '../../src/contract/call.ts';
import { CALLS } from '../../src/contract/registry.ts';
import serverEnglish from '../../locales/server/en.json' with { type: 'json' };
import { PASSKEY_SAMPLES, TEXT_SAMPLES } from './helpers/request-fields.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(async () => {
  await server?.close();
});

/** NUL, other C0 controls (line feed and carriage return included) and DEL. */
const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\n', '\r', '\u000b', '\u001b', '\u001f', '\u007f'];
/** What multi-line text (a plan's description, a post's content) takes besides: its lines. */
const LINE_CHARACTERS = ['\n', '\r'];

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  /** An enum's values. */
  entries?: Record<string, string>;
}
const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Whether a field's schema takes a string (through optional, default and pipe wrappers). */
function takesString(schema: z.ZodMiniType): boolean {
  const def = defOf(schema);
  if (def.type === 'string') return true;
  if (def.innerType) return takesString(def.innerType);
  if (def.type === 'pipe' && def.in) return takesString(def.in);
  return false;
}

function stringFieldsOf(schema: z.ZodMiniType): string[] {
  const { shape } = defOf(schema);
  if (!shape) return [];
  return Object.entries(shape)
    .filter(([, field]) => takesString(field))
    .map(([name]) => name);
}

/** A value the field accepts, so only the inserted control character can be refused. */
const SAMPLES = TEXT_SAMPLES;
/**
 * For the other fields a call requires: a count of days or a price, an access level, a list of
 * uploads, the console's decisions with a reason (a rejection, a failed payout, a hidden post
 * and the post it is about), and a browser's passkey answers.
 */
const OTHER_SAMPLES: unknown[] = [
  ...PASSKEY_SAMPLES,
  30,
  3,
  ['abc123'],
  'reject',
  'fail',
  'spam',
  'hide-post',
  { type: 'post', id: 1 },
];
function validSample(field: z.ZodMiniType): string {
  const sample = SAMPLES.find((candidate) => field.safeParse(candidate).success);
  if (sample === undefined) throw new Error('no sample value fits this field');
  return sample;
}

const withControl = (value: string, character: string) => `${value.slice(0, 3)}${character}${value.slice(3)}`;

/** A field of multi-line text takes line feeds and carriage returns; every other control it refuses. */
const takesLines = (field: z.ZodMiniType) => field.safeParse('first line\nsecond line').success;

/** Named by its parameter, like the generic "missing or invalid" message. */
const expectedMessage = (field: string) =>
  serverEnglish['server.error.controlCharacters'].replace('{field}', field);

const cases = CALLS.flatMap((call) => {
  const shape = defOf(call.request).shape ?? {};
  const fields = stringFieldsOf(call.request);
  return fields.map((field) => ({ call, field, shape, fields }));
});

describe('control characters in request strings', () => {
  it('finds the string fields of the registry (the fuzz covers new calls by itself)', () => {
    const covered = new Set(cases.map(({ call, field }) => `${call.path}.${field}`));
    expect(covered).toContain('article/getList.keyword');
    expect(covered).toContain('article/getList.category');
    expect(covered).toContain('account/loginByPassword.account');
    expect(covered).toContain('thirdparty/webLoginByGoogle.redirect_uri');
    expect(covered).toContain('subscription/create.content');
    expect(
      takesLines(defOf(CALLS.find((call) => call.path === 'subscription/create')!.request).shape!.content!),
    ).toBe(true);
    expect(stringFieldsOf(sessionFieldsSchema)).toEqual(['oauth_id', 'oauth_type', 'token']);
  });

  it.each(cases.map((entry) => [`${entry.call.path} ${entry.field}`, entry] as const))(
    'refuses them in %s',
    async (_name, { call, field, shape, fields }) => {
      const valid = Object.fromEntries(fields.map((name) => [name, validSample(shape[name]!)]));
      // The call's required fields that are not strings get a value too, so none is reported first.
      const others = Object.entries(shape)
        .filter(([name, schema]) => !fields.includes(name) && !schema.safeParse(undefined).success)
        .map(([name, schema]) => [
          name,
          // An enum's own first value (an audience), else a sample that fits.
          [...Object.values(defOf(schema).entries ?? {}), ...OTHER_SAMPLES].find(
            (value) => schema.safeParse(value).success,
          ),
        ]);
      const refused = takesLines(shape[field]!)
        ? CONTROL_CHARACTERS.filter((character) => !LINE_CHARACTERS.includes(character))
        : CONTROL_CHARACTERS;
      for (const character of refused) {
        const payload = {
          ...Object.fromEntries(others),
          ...valid,
          [field]: withControl(valid[field]!, character),
        };
        const { httpStatus, body } = await server.call(call.path, payload);
        expect(httpStatus).toBe(200);
        expect(body).toEqual({ status: 0, msg: expectedMessage(field), data: null });
      }
    },
  );

  it.each(stringFieldsOf(sessionFieldsSchema))(
    'refuses them in the session field %s of every call',
    async (field) => {
      for (const call of CALLS) {
        for (const character of ['\u0000', '\u007f']) {
          const { httpStatus, body } = await server.call(call.path, {
            [field]: withControl('7d1f2c3e-4b5a', character),
          });
          expect(httpStatus).toBe(200);
          expect(body).toEqual({ status: 0, msg: expectedMessage(field), data: null });
        }
      }
    },
  );

  it("answers in the caller's language", async () => {
    const { body } = await server.call(
      'account/loginByPassword',
      { account: 'fan\u0000', password: 'secret' },
      { language: 'de' },
    );
    expect(body).toEqual({
      status: 0,
      msg: 'Das Feld „account“ enthält Zeichen, die nicht erlaubt sind.',
      data: null,
    });
  });

  it('still takes the same values without the control character', async () => {
    const { body } = await server.call('article/getList', { keyword: 'abc', category: 'photo' });
    expect(body.status).toBe(1);
  });
});
