import { queryOptions, useQuery } from '@tanstack/react-query';
import { legalTextSchema } from '../contract/legal-text-schema.ts';
import { legalTextPath, type LegalSection, type LegalText } from '../contract/legal-texts.ts';
import type { Locale } from '../i18n/locale-resolution.ts';
import { HttpError } from './errors.ts';

/** A legal text in one language (a static file, docs/api.md 5.2), checked against its schema. */
export async function fetchLegalText(
  section: LegalSection,
  locale: Locale,
  signal?: AbortSignal,
): Promise<LegalText> {
  const response = await fetch(legalTextPath(section, locale), { signal });
  if (!response.ok) throw new HttpError(response.status, response.statusText);
  return legalTextSchema.parse(await response.json());
}

export function legalTextQueryOptions(section: LegalSection, locale: Locale) {
  return queryOptions({
    queryKey: ['legal-text', section, locale] as const,
    queryFn: ({ signal }) => fetchLegalText(section, locale, signal),
    // A version's text never changes (a new version is a new address).
    staleTime: Infinity,
  });
}

export function useLegalText(section: LegalSection, locale: Locale) {
  return useQuery(legalTextQueryOptions(section, locale));
}
