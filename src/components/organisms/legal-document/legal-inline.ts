/**
 * A legal text's line as pieces to render: plain text with its placeholders filled
 * (src/contract/legal-texts.ts), and links written `[label](/official/pp)` or
 * `[label](mailto:…)`. Anything else in brackets stays as written.
 */
import { LEGAL_PLACEHOLDERS, type LegalPlaceholder } from '../../../contract/legal-texts.ts';

export type LegalPiece = { text: string } | { text: string; href: string; kind: 'page' | 'mail' };

const PLACEHOLDER = new RegExp(`\\{(${LEGAL_PLACEHOLDERS.join('|')})\\}`, 'g');
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** `text` with every known placeholder replaced by its value. */
export function filledLegalText(text: string, values: Readonly<Record<LegalPlaceholder, string>>): string {
  return text.replace(PLACEHOLDER, (_, name: LegalPlaceholder) => values[name]);
}

/** The kind of a link's target, or undefined for one a legal text may not use. */
function linkKind(href: string): 'page' | 'mail' | undefined {
  if (/^\/[a-z0-9/-]*$/.test(href)) return 'page';
  if (/^mailto:[^@\s]+@[^@\s]+$/.test(href)) return 'mail';
  return undefined;
}

/** The pieces of one line, placeholders filled (in labels and addresses too). */
export function legalPieces(text: string, values: Readonly<Record<LegalPlaceholder, string>>): LegalPiece[] {
  const filled = filledLegalText(text, values);
  const pieces: LegalPiece[] = [];
  let at = 0;
  for (const match of filled.matchAll(LINK)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    const kind = linkKind(href);
    if (!kind) continue;
    if (match.index > at) pieces.push({ text: filled.slice(at, match.index) });
    pieces.push({ text: label, href, kind });
    at = match.index + whole.length;
  }
  if (at < filled.length) pieces.push({ text: filled.slice(at) });
  return pieces;
}
