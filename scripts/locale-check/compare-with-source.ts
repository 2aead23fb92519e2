/**
 * The code is the source of the English text: en.json must hold exactly the messages that
 * `formatjs extract` finds in src/ (scripts/locale-check/formatjs.ts), with the same text.
 */

export interface SourceProblem {
  file: string;
  message: string;
}

/** Differences between the messages extracted from the code and the English catalogue. */
export function compareWithCatalogue(
  extracted: Record<string, string>,
  english: Record<string, string>,
  catalogueFile: string,
): SourceProblem[] {
  const problems: SourceProblem[] = [];
  for (const [id, text] of Object.entries(extracted)) {
    if (!(id in english)) problems.push({ file: catalogueFile, message: `message "${id}" is missing` });
    else if (english[id] !== text) {
      problems.push({
        file: catalogueFile,
        message: `message "${id}" differs from the code (run npm run extract:messages)`,
      });
    }
  }
  for (const id of Object.keys(english)) {
    if (!(id in extracted))
      problems.push({ file: catalogueFile, message: `key "${id}" is not defined anywhere in src/` });
  }
  return problems;
}
