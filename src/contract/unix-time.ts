/**
 * Times a request carries as whole seconds since the Unix epoch. The server turns them into dates
 * and PostgreSQL `timestamptz` values; a number past what a date can hold (about 8.64e12 s in
 * JavaScript) would fail there instead of being refused as the caller's mistake, so the contract
 * stops at the last second of the year 9999, which both hold.
 */
import { z } from 'zod/mini';

/** 9999-12-31T23:59:59Z in Unix seconds. */
export const UNIX_SECONDS_MAX = 253_402_300_799;

/** A time in whole Unix seconds, from 0 (1970-01-01) to the end of the year 9999. */
export const unixSeconds = z.number().check(z.int(), z.minimum(0), z.maximum(UNIX_SECONDS_MAX));
