/** The form of every public id (a user's or a post's uuid): an RFC 4122 UUID, any version. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` has the form of a uuid, so a lookup by it can be skipped otherwise. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
