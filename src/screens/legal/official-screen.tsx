import { legalSectionOfPage } from '../../contract/legal-texts.ts';
import { isScreenBuilt } from '../../contract/rules/screens-not-built.ts';
import type { ReactNode } from 'react';
import { LegalScreen } from './legal-screen.tsx';

/**
 * A page under /{lang}/official (spec §2): a legal text by its page's name, or `notFound` (the
 * router's 404 screen) for any other name and for a page of the spec not built yet.
 */
export function OfficialScreen({ page, notFound }: { page: string; notFound: ReactNode }) {
  const section = legalSectionOfPage(page);
  if (!section || !isScreenBuilt(`/official/${page.toLowerCase()}`)) return notFound;
  return <LegalScreen key={section} section={section} />;
}
