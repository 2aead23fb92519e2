import { useState } from 'react';

/**
 * The last value that was not null: a dialog closed by its state becoming null keeps showing
 * what it showed during its closing transition instead of emptying at once.
 */
export function useLastPresent<T>(value: T | null): T | null {
  const [last, setLast] = useState<T | null>(value);
  // Kept during render (React's "storing information from previous renders"), not in an effect,
  // so the first closing frame already has it.
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
