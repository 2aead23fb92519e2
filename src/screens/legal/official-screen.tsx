import { legalSectionOfPage } from '../../contract/legal-texts.ts';
import type { ReactNode } from 'react';
import { SiteFooter } from '../../features/site-footer/site-footer.tsx';
import { LegalScreen } from './legal-screen.tsx';

/**
 * A page under /{lang}/official (spec §2): a legal text by its page's name with the site footer,
 * or `notFound` (the
 * router's 404 screen) for any other name.
 */
export function OfficialScreen({ page, notFound }: { page: string; notFound: ReactNode }) {
  const section = legalSectionOfPage(page);
  if (!section) return notFound;
  return (
    <>
      <LegalScreen key={section} section={section} />
      <SiteFooter />
    </>
  );
}
