/**
 * Development only (client.ts loads it behind `import.meta.env.DEV`): the answer of a call must
 * be what its contract schema says, unchanged by the parse, as the server checks before sending
 * (src/contract/answer-check.ts). An MSW handler or a server answering outside the contract
 * fails the call here, in stories and unit tests, instead of slipping through unparsed.
 */
import { checkAnswer } from '../contract/answer-check.ts';
import type { CallPath } from '../contract/call.ts';
import { CALLS_BY_PATH } from '../contract/registry.ts';

export function checkAnswerOf(path: CallPath, answer: unknown): void {
  const call = CALLS_BY_PATH.get(path);
  if (!call) throw new Error(`${path} is not in the contract's registry (src/contract/registry.ts)`);
  checkAnswer(call, answer);
}
