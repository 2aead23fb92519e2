/**
 * A stepping stone to start-publish.ts for the navigation (see plan-manager-entry.ts): the
 * shell then carries one dependency name for it instead of start-publish's whole list.
 */
export const loadStartPublish = () => import('./start-publish.ts').then((module) => module.startPublish);
