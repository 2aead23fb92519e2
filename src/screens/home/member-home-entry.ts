/**
 * A stepping stone to a member's parts of home (see src/screens/creator/creator-entry.ts): home's
 * chunk, which every first visit loads, imports these few lines instead of carrying the member
 * chunk's preload list. All four come from the one member chunk.
 */
const member = () => import('./member-home.tsx');

export const loadMemberHomeState = () => member().then((module) => ({ default: module.MemberHomeState }));
export const loadMemberFeed = () => member().then((module) => ({ default: module.MemberFeed }));
export const loadCreatorPicks = () => member().then((module) => ({ default: module.CreatorPicks }));
export const loadInterestsPrompt = () => member().then((module) => ({ default: module.InterestsPrompt }));
