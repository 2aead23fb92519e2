/**
 * A counter store for the stores page: valtio's pattern in its smallest form (a module-level
 * proxy, exported actions), as every store of src/state is written. Not in src/state: only the
 * developer pages read it.
 */
import { proxy } from 'valtio';

export const devmodeCounter = proxy({ count: 0 });

export function addOne(): void {
  devmodeCounter.count += 1;
}

export function takeOneAway(): void {
  devmodeCounter.count -= 1;
}

export function resetCounter(): void {
  devmodeCounter.count = 0;
}
