/**
 * The setting, and its one value, that makes password hashing cheap for the test suites' servers
 * (server/auth/passwords.ts reads it; production refuses it, production.ts). Kept here, below
 * both, since settings are what every layer may read.
 */
export const TEST_HASHING_SETTING = 'PASSWORD_HASHING';
export const TEST_HASHING_VALUE = 'cheap-for-tests-only';
