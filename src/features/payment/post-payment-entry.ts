/**
 * The feed's stepping stone to a post card's ways to pay (post-payment-actions.ts). Named
 * `*-entry` so home's chunk carries no preload table for it (vite.config.ts): loaded on the first
 * Subscribe to unlock or Buy, it fetches the few lines of the openers after it.
 */
export { buyPostOf, subscribeToPost } from './post-payment-actions.ts';
