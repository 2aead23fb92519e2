/** The rule code of a string holding a control character (strings.ts), apart from its zod schemas. */
export const CONTROL_CHARACTERS_ERROR = 'rule.controlCharacters';
