/**
 * The legal texts (spec §2: "Static legal texts are loaded per locale as GET
 * {section}/{name}/{locale}.json"). Each text is a static file, `/legal/{section}/{version}/{locale}.json`
 * (public/legal), in every language: `{name}` is the text's version, its effective date, so the
 * version a member accepted stays an address that opens what they accepted
 * (docs/decisions/legal-texts.md). Their schema is legal-text-schema.ts (zod), apart, so the pages
 * and routes that only name the texts do not load zod.
 *
 * The operator's name, address and contact are the deployment's (app/config `operator`), written
 * into the texts where they say `{operatorName}`, `{operatorAddress}`, `{contactEmail}`; the
 * product's name and address are `{siteName}` and `{siteUrl}`. A link is `[label](/official/pp)`:
 * an app page under the reader's language, or `mailto:{contactEmail}`.
 */

/** The sections of spec §2, each one text. */
export const LEGAL_SECTIONS = ['tos', 'pp', 'cp', 'dmca', 'aup', 'cpp', 'usc'] as const;
export type LegalSection = (typeof LEGAL_SECTIONS)[number];

/**
 * The version in force of each text. A new version of the terms (`tos`) asks every member to
 * accept it at their next visit; the others are announced by their date.
 */
export const LEGAL_VERSIONS: Readonly<Record<LegalSection, string>> = {
  tos: '2026-12-01',
  pp: '2026-12-01',
  cp: '2026-12-01',
  dmca: '2026-12-01',
  aup: '2026-12-01',
  cpp: '2026-12-01',
  usc: '2026-12-01',
};

/** The page of each text under /{lang}/official (spec §2 public routes). */
export const LEGAL_OFFICIAL_PAGES: Readonly<Record<LegalSection, string>> = {
  tos: 'tos',
  pp: 'privacy-policy',
  cp: 'cookie-policy',
  dmca: 'dmca',
  aup: 'acceptable-use-policy',
  cpp: 'complaints-policy',
  usc: 'usc',
};

/** The placeholders a text may use, filled from the deployment's configuration. */
export const LEGAL_PLACEHOLDERS = [
  'operatorName',
  'operatorAddress',
  'contactEmail',
  'siteName',
  'siteUrl',
] as const;
export type LegalPlaceholder = (typeof LEGAL_PLACEHOLDERS)[number];

/** The address of a text in one language. */
export function legalTextPath(
  section: LegalSection,
  locale: string,
  version = LEGAL_VERSIONS[section],
): string {
  return `/legal/${section}/${version}/${locale}.json`;
}

export type { LegalBlock, LegalText } from './legal-text-schema.ts';

/** The text a page under /{lang}/official shows (`privacy-policy` → `pp`), if it is one. */
export function legalSectionOfPage(page: string): LegalSection | undefined {
  const lower = page.toLowerCase();
  return LEGAL_SECTIONS.find((section) => LEGAL_OFFICIAL_PAGES[section] === lower);
}

/** The mine pages spec §2 lists for the about texts, and the text each shows. */
export const MINE_LEGAL_PAGES = { tos: 'tos', pp: 'pp', cp: 'cp', dmca: 'dmca' } as const satisfies Record<
  string,
  LegalSection
>;
