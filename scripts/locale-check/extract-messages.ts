/**
 * Collects the messages the source defines (`defineMessages` / `defineMessage` objects with a
 * literal `id` and `defaultMessage`) so en.json can be checked against the code, and written
 * from it without losing the translations of keys that already exist.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ExtractedMessage {
  id: string;
  defaultMessage: string;
  file: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function literalText(node: ts.Expression | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
}

/** Every message descriptor under `srcDir`, in file order. */
export function extractMessages(srcDir: string): ExtractedMessage[] {
  const found: ExtractedMessage[] = [];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('defaultMessage')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node)) {
        const props = new Map<string, ts.Expression>();
        for (const prop of node.properties) {
          if (
            ts.isPropertyAssignment(prop) &&
            (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name))
          ) {
            props.set(prop.name.text, prop.initializer);
          }
        }
        const id = literalText(props.get('id'));
        const defaultMessage = literalText(props.get('defaultMessage'));
        if (id !== undefined && defaultMessage !== undefined) found.push({ id, defaultMessage, file });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

export interface SourceProblem {
  file: string;
  message: string;
}

/** Differences between the messages in the code and the English catalogue. */
export function compareWithCatalogue(
  messages: ExtractedMessage[],
  english: Record<string, string>,
  catalogueFile: string,
): SourceProblem[] {
  const problems: SourceProblem[] = [];
  const byId = new Map<string, ExtractedMessage>();
  for (const message of messages) {
    const earlier = byId.get(message.id);
    if (earlier && earlier.defaultMessage !== message.defaultMessage) {
      problems.push({
        file: message.file,
        message: `message "${message.id}" is also defined in ${earlier.file} with other text`,
      });
    }
    byId.set(message.id, message);
  }
  for (const [id, message] of byId) {
    if (!(id in english))
      problems.push({ file: message.file, message: `message "${id}" is missing from ${catalogueFile}` });
    else if (english[id] !== message.defaultMessage) {
      problems.push({
        file: message.file,
        message: `message "${id}" differs from ${catalogueFile} (run npm run extract:messages)`,
      });
    }
  }
  for (const id of Object.keys(english)) {
    if (!byId.has(id))
      problems.push({ file: catalogueFile, message: `key "${id}" is not defined anywhere in src/` });
  }
  return problems;
}
