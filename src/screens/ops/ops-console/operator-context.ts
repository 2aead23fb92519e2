import { createContext, useContext } from 'react';
import type { SignedInOperator } from '../../../api/ops-me.ts';

/** The signed-in operator, for every page inside the console's layout. */
export const OperatorContext = createContext<SignedInOperator | null>(null);

/**
 * The operator the console signed in. A queue page renders only inside the console, which
 * shows the sign-in until an operator is known, so outside it this is a programming error.
 */
export function useOperator(): SignedInOperator {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator() is used outside the operations console');
  return operator;
}
