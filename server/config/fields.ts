/** The shapes settings share: a blank value counts as unset, URLs of given protocols, whole numbers. */
import { z } from 'zod';

/** A setting given as '' is treated as unset, so its default applies. */
export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A URL whose protocol is one of `protocols` (`'https:'`), described as `description` in errors. */
export function urlWithProtocols(protocols: readonly string[], description: string) {
  return z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be ${description}` },
  );
}

/** An http:// or https:// URL. */
export function httpUrl() {
  return urlWithProtocols(['http:', 'https:'], 'an http:// or https:// URL');
}

/** A whole number from `min`, given as digits; `fallback` when unset. */
export function positiveInteger(fallback: number, min = 1) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(String(fallback))
      .refine((v) => /^\d{1,15}$/.test(v) && Number(v) >= min, {
        message: `must be a whole number from ${min}`,
      })
      .transform(Number),
  );
}

/** Text that may be unset; surrounding spaces are trimmed. */
export function optionalText() {
  return z.preprocess(emptyToUndefined, z.string().trim().min(1).optional());
}

/** A setting's problem found only by looking at several settings together. */
export interface SettingProblem {
  setting: string;
  message: string;
}
