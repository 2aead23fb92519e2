import { useState } from 'react';

/**
 * True from the first render where `condition` holds, for good: a part loaded on demand stays
 * mounted once it has been asked for, so its closing transition and its state survive.
 */
export function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition);
  if (condition && !seen) setSeen(true);
  return seen || condition;
}
