/**
 * The contract's response schema as a development-time assertion (docs/decisions/contract-checks-outside-production.md). Outside
 * production the envelope parses every answer with its call's schema and refuses an answer the
 * parse would change: a field the contract does not name (a leak, such as a password hash from a
 * spread row), a value of the wrong type, or a value the schema transforms or defaults. Every
 * server test runs through it; production sends the service's answer as is, without the parse.
 */
import type { z } from 'zod/mini';
import type { CallDefinition } from './call.ts';

/** A service answered what its call's contract does not say: a server fault, never the client's. */
export class AnswerOutsideContract extends Error {
  constructor(
    /** The call's path (`article/getList`). */
    readonly call: string,
    /** Where in the answer (`list[0].user.password_hash`, `(answer)` for the whole). */
    readonly at: string,
    /** What is wrong there; names no value, since the value may be the leak. */
    readonly problem: string,
  ) {
    super(`${call} answered outside its contract at ${at}: ${problem}`);
    this.name = 'AnswerOutsideContract';
  }
}

type Path = readonly (string | number | symbol)[];

const pathText = (path: Path): string =>
  path.length === 0
    ? '(answer)'
    : path
        .map((key, index) =>
          typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
        )
        .join('');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys JSON would write: a property holding `undefined` is not on the wire. */
const wireKeys = (value: Record<string, unknown>) =>
  Object.keys(value).filter((key) => value[key] !== undefined);

/** Where the schema's output differs from the service's answer, and how; undefined when equal. */
function firstDifference(
  answered: unknown,
  parsed: unknown,
  path: (string | number)[],
): { path: Path; problem: string } | undefined {
  if (Object.is(answered, parsed)) return undefined;
  if (Array.isArray(answered) && Array.isArray(parsed)) {
    if (answered.length !== parsed.length) return { path, problem: 'the schema changes the list' };
    for (let index = 0; index < answered.length; index++) {
      const found = firstDifference(answered[index], parsed[index], [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (isRecord(answered) && isRecord(parsed)) {
    const named = new Set(wireKeys(parsed));
    for (const key of wireKeys(answered)) {
      if (!named.has(key)) return { path: [...path, key], problem: 'a field the contract does not name' };
    }
    for (const key of named) {
      const found =
        answered[key] === undefined
          ? { path: [...path, key], problem: 'a field the schema adds (a default)' }
          : firstDifference(answered[key], parsed[key], [...path, key]);
      if (found) return found;
    }
    return undefined;
  }
  return { path, problem: 'a value the schema transforms' };
}

/** Throws {@link AnswerOutsideContract} unless the schema passes the answer through unchanged. */
export function checkAnswer(call: CallDefinition, answer: unknown): void {
  const parsed = (call.response as z.ZodMiniType).safeParse(answer);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const expected = 'expected' in issue ? ` (expected ${String(issue.expected)})` : '';
    throw new AnswerOutsideContract(call.path, pathText(issue.path), `${issue.code}${expected}`);
  }
  const found = firstDifference(answer, parsed.data, []);
  if (found) throw new AnswerOutsideContract(call.path, pathText(found.path), found.problem);
}
