import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineCall } from '../../src/contract/call.ts';
import { text, multilineText } from '../../src/contract/strings.ts';
import { CONTROL_CHARACTERS_ERROR } from '../../src/contract/string-errors.ts';
import { renderReference, type ReferenceInput } from '../../scripts/api-reference/render-reference.ts';
import { readSourceComments } from '../../scripts/api-reference/source-comments.ts';

// A tiny made-up contract: two calls and one shared entity, as values and as the source text
// they would be written in (the reference reads the JSDoc from the source).
const shelfItemSchema = z.object({
  id: z.int().check(z.positive()),
  tone: z.enum(['warm', 'cold']),
  note: z.optional(z.string()),
});

const listShelfCall = defineCall({
  path: 'app/listShelf',
  access: 'anyone',
  request: z.object({
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 1),
    keyword: z.optional(text().check(z.trim(), z.maxLength(20))),
  }),
  response: z.object({ list: z.array(shelfItemSchema), total: z.int().check(z.nonnegative()) }),
});

const renameShelfCall = defineCall({
  path: 'user/renameShelf',
  access: 'member',
  request: z.object({
    name: text().check(z.minLength(1, 'rule.required')),
    description: multilineText().check(z.maxLength(300)),
    flag: z.union([z.literal(0), z.literal(1)]),
  }),
  response: shelfItemSchema,
});

const SOURCE = `
/** One thing on a shelf. */
export const shelfItemSchema = z.object({
  /** The thing's number. */
  id: z.int().check(z.positive()),
  tone: z.enum(['warm', 'cold']),
  note: z.optional(z.string()),
});

/** Lists the shelf, paged. */
export const listShelfCall = defineCall({
  path: 'app/listShelf',
  access: 'anyone',
  request: z.object({
    /** Which page, from 1. */
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 1),
    keyword: z.optional(text().check(z.trim(), z.maxLength(20))),
  }),
  response: z.object({ list: z.array(shelfItemSchema), total: z.int().check(z.nonnegative()) }),
});

/** Renames the caller's shelf. */
export const renameShelfCall = defineCall({
  path: 'user/renameShelf',
  access: 'member',
  request: z.object({
    name: text().check(z.minLength(1, 'rule.required')),
    description: multilineText().check(z.maxLength(300)),
    flag: z.union([z.literal(0), z.literal(1)]),
  }),
  response: shelfItemSchema,
});
`;

const FILE = 'src/contract/calls/shelf.ts';
const NAMES = new Map<unknown, string>([
  [shelfItemSchema, 'shelfItemSchema'],
  [listShelfCall, 'listShelfCall'],
  [renameShelfCall, 'renameShelfCall'],
]);

function input(overrides: Partial<ReferenceInput> = {}): ReferenceInput {
  return {
    calls: [listShelfCall, renameShelfCall],
    groups: ['user', 'app'],
    sourceOf: (value) => (NAMES.has(value) ? { name: NAMES.get(value)!, file: FILE } : undefined),
    comments: readSourceComments(new Map([[FILE, SOURCE]])),
    refusals: { 'user/renameShelf': { 'server.shelf.full': 'the caller already has 3 shelves' } },
    messages: {
      'server.rule.required': 'Please enter the {field}.',
      'server.shelf.full': 'You can have at most 3 shelves.',
      'server.error.loginRequired': 'Please log in to continue.',
    },
    accessWords: { anyone: 'visitors too', member: 'signed in' },
    controlCharactersCode: CONTROL_CHARACTERS_ERROR,
    preamble: '# Shelf API',
    ...overrides,
  };
}

/** The lines of the page's section that starts with `heading`, up to the next heading of any level. */
function section(page: string, heading: string): string {
  const start = page.indexOf(`${heading}\n`);
  expect(start, `section ${heading}`).toBeGreaterThanOrEqual(0);
  const rest = page.slice(start + heading.length + 1);
  const next = rest.search(/^#{2,3} /m);
  return next === -1 ? rest : rest.slice(0, next);
}

describe('the API reference generated from the contract', () => {
  const page = renderReference(input());

  it('lists the groups in the given order, each call under its group, with a contents list', () => {
    expect(page.indexOf('## user')).toBeLessThan(page.indexOf('## app'));
    expect(page).toContain('- **user**: [`renameShelf`](#userrenameshelf)');
    expect(page).toContain('- **app**: [`listShelf`](#applistshelf)');
  });

  it('gives each call its path, its access and the JSDoc written above it', () => {
    const call = section(page, '### `app/listShelf`');
    expect(call).toContain('Lists the shelf, paged.');
    expect(call).toContain('`POST /api/app/listShelf` · access: **anyone** (visitors too)');
    expect(section(page, '### `user/renameShelf`')).toContain('access: **member** (signed in)');
  });

  it('lists request fields with type, whether required, limits, default and meaning', () => {
    const call = section(page, '### `app/listShelf`');
    expect(call).toContain(
      '| `page` | integer | no | a JSON number or a decimal string; ≥ 1; ≤ 100; default 1 | Which page, from 1. |',
    );
    expect(call).toContain('| `keyword` | string | no | at most 20 characters; trimmed |  |');
  });

  it('marks multi-line text and lists literal values', () => {
    const call = section(page, '### `user/renameShelf`');
    expect(call).toContain(
      '| `description` | string | yes | at most 300 characters; line breaks allowed |  |',
    );
    expect(call).toContain('| `name` | string | yes | at least 1 character |  |');
    expect(call).toContain('| `flag` | `0` or `1` | yes |  |  |');
  });

  it('links a shared answer object to its own section instead of repeating its fields', () => {
    expect(section(page, '### `app/listShelf`')).toContain(
      '| `list` | array of [shelfItem](#shelfitem) |  |  |',
    );
    expect(section(page, '### `user/renameShelf`')).toContain('[shelfItem](#shelfitem)');
    const entity = section(page, '### shelfItem');
    expect(entity).toContain('One thing on a shelf.');
    expect(entity).toContain('[`app/listShelf`](#applistshelf), [`user/renameShelf`](#userrenameshelf)');
    expect(entity).toContain("| `id` | integer | > 0 | The thing's number. |");
    expect(entity).toContain('| `tone` | `"warm"` or `"cold"` |  |  |');
    expect(entity).toContain('| `note` | string (may be absent) |  |  |');
  });

  it("lists a call's refusals: its fields' rules, its own, and the sign-in a member call needs", () => {
    const refusals = section(page, '### `user/renameShelf`').split('**Refusals**')[1]!;
    expect(refusals).toContain(
      '| `server.rule.required` | a field breaks this rule | Please enter the {field}. |',
    );
    expect(refusals).toContain(
      '| `server.shelf.full` | the caller already has 3 shelves | You can have at most 3 shelves. |',
    );
    expect(refusals).toContain(
      '| `server.error.loginRequired` | no `token` was sent | Please log in to continue. |',
    );
    expect(section(page, '### `app/listShelf`')).toContain('Only the refusals every call may answer');
  });

  it('refuses to write a refusal the server has no message for', () => {
    const refusals = { 'user/renameShelf': { 'server.shelf.gone': 'never written' } };
    expect(() => renderReference(input({ refusals }))).toThrow(
      'user/renameShelf: no English message for server.shelf.gone',
    );
  });

  it('refuses an access level it has no words for', () => {
    expect(() => renderReference(input({ accessWords: { anyone: 'visitors too' } }))).toThrow(
      'user/renameShelf: access member has no words',
    );
  });
});
