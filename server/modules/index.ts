/** Every implemented call, keyed by its contract path; the envelope route dispatches through this. */
import type { RegisteredHandler } from '../http/call-context.ts';
import { appHandlers } from './app/app.handlers.ts';
import { categoryHandlers } from './categories/categories.handlers.ts';
import { creatorHandlers } from './creators/creators.handlers.ts';
import { postHandlers } from './posts/posts.handlers.ts';

/** Builds the path → handler map; a duplicate path is a programming error caught at start. */
export function buildHandlers(): ReadonlyMap<string, RegisteredHandler> {
  const map = new Map<string, RegisteredHandler>();
  for (const handler of [...appHandlers, ...categoryHandlers, ...postHandlers, ...creatorHandlers]) {
    if (map.has(handler.call.path)) throw new Error(`Two handlers for ${handler.call.path}`);
    map.set(handler.call.path, handler);
  }
  return map;
}
