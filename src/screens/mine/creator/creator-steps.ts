/**
 * The become-creator steps and their addresses under /{lang}/mine/creator (spec §2): step 1 the
 * agreement at '', step 2 identity-agreement, step 3 take-picture. docs/decisions.md says why
 * they are sub-paths and how "reachable only from the step before" is kept.
 */
import { MINE_SUB_PAGES } from '../../../contract/mine-sub-pages.ts';

export const CREATOR_STEP_PATHS = {
  1: '/mine/creator',
  2: '/mine/creator/identity-agreement',
  3: '/mine/creator/take-picture',
} as const;
export type CreatorStep = keyof typeof CREATOR_STEP_PATHS;

/** The sub-paths of /mine/creator besides '' (the router accepts exactly these). */
export const CREATOR_SUB_PATHS: readonly string[] = MINE_SUB_PAGES.creator!;

/** The step an address shows (`/fr/mine/creator/take-picture` → 3); 1 for the agreement. */
export function creatorStepOf(pathname: string): CreatorStep {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1)?.toLowerCase();
  if (last === 'identity-agreement') return 2;
  if (last === 'take-picture') return 3;
  return 1;
}
