import { mayWork, type OperatorQueue, type OperatorRole } from '../../contract/operators.ts';

/**
 * The queues an operator sees in the console's navigation and on its home: those their role works
 * (the contract's rule, which the server checks on every call) that already have a page, in the
 * order given. A queue without a page is left out, so no link leads to a dead end.
 */
export function visibleQueues(role: OperatorRole, paged: readonly OperatorQueue[]): OperatorQueue[] {
  return paged.filter((queue) => mayWork(role, queue));
}
