/** Every call the server implements, by path. The server routes and the mocks read this. */
import type { CallDefinition } from './call.ts';
import { appConfigCall } from './calls/app-config.ts';
import { getCategoriesCall } from './calls/article-get-categories.ts';
import { getListCall } from './calls/article-get-list.ts';
import { getVersionInfoCall } from './calls/home-get-version-info.ts';
import { getNewCreatorCall } from './calls/user-get-new-creator.ts';

export const CALLS = [
  appConfigCall,
  getVersionInfoCall,
  getCategoriesCall,
  getListCall,
  getNewCreatorCall,
] as const satisfies readonly CallDefinition[];

export const CALLS_BY_PATH: ReadonlyMap<string, CallDefinition> = new Map(
  CALLS.map((call) => [call.path, call]),
);
