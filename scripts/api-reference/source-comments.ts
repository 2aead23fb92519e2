/**
 * The contract's JSDoc comments, read from its source with the TypeScript parser: the comment of
 * each top-level `const` (a call, an entity) and of each key of the `z.object({...})` literals
 * they hold. The reference shows them beside the fields, so a field's meaning is written once,
 * in the contract, and costs the app's bundle nothing.
 */
import ts from 'typescript';

/** One top-level `const` of a contract file. */
export interface SourceConst {
  /** Its JSDoc, without the comment markers; '' when it has none. */
  doc: string;
  /** The expression it is initialised with. */
  init: ts.Expression;
  /** The file that declares it. */
  file: string;
}

/** Every top-level `const` of the contract, by file and by name. */
export interface SourceComments {
  /** The `const` named `name`, looked up in `file` first, then among every file's exports. */
  find(name: string, file?: string): SourceConst | undefined;
}

/** The text of the JSDoc blocks directly attached to a node, joined; '' when there is none. */
export function jsDocOf(node: ts.Node): string {
  const blocks = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  return blocks
    .map((block) => ts.getTextOfJSDocComment(block.comment) ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function constsOf(file: string, text: string): { name: string; exported: boolean; found: SourceConst }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { name: string; exported: boolean; found: SourceConst }[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = (statement.modifiers ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      // A comment sits on the statement (`/** … */ export const x = …`).
      const doc = jsDocOf(statement) || jsDocOf(declaration);
      found.push({
        name: declaration.name.text,
        exported,
        found: { doc, init: declaration.initializer, file },
      });
    }
  }
  return found;
}

/** Reads the given files' sources (path → text) once. */
export function readSourceComments(files: ReadonlyMap<string, string>): SourceComments {
  const local = new Map<string, SourceConst>();
  const exported = new Map<string, SourceConst>();
  for (const [file, text] of files) {
    for (const { name, exported: isExported, found } of constsOf(file, text)) {
      local.set(`${file}#${name}`, found);
      if (isExported && !exported.has(name)) exported.set(name, found);
    }
  }
  return {
    find: (name, file) => (file ? local.get(`${file}#${name}`) : undefined) ?? exported.get(name),
  };
}

/** An object literal a schema expression builds, and the file it was written in. */
export interface ObjectSource {
  literal: ts.ObjectLiteralExpression;
  file: string;
}

const OBJECT_BUILDERS = new Set(['object', 'strictObject', 'looseObject']);
const EXTENDERS = new Set(['extend', 'safeExtend']);
/** Methods of a zod/mini schema that answer a schema of the same shape. */
const SCHEMA_METHODS = new Set(['check', 'with', 'pipe', 'brand', 'register', 'clone', 'overwrite']);

/** The name a call's callee ends with: `z.object` → `object`, `pageOf` → `pageOf`. */
function calleeName(call: ts.CallExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
}

/**
 * The object literals an expression's schema is made of, looking through wrappers
 * (`z.optional(…)`, `z.array(…)`, `….check(…)`) and named consts. `z.extend(base, {…})` gives
 * the extension's literal and then the base's. Empty when the shape is built some other way.
 */
export function objectSourcesOf(
  comments: SourceComments,
  expression: ts.Expression | undefined,
  file: string,
  depth = 0,
): ObjectSource[] {
  if (!expression || depth > 12) return [];
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression))
    return objectSourcesOf(comments, expression.expression, file, depth + 1);
  if (ts.isIdentifier(expression)) {
    const found = comments.find(expression.text, file);
    return found ? objectSourcesOf(comments, found.init, found.file, depth + 1) : [];
  }
  if (!ts.isCallExpression(expression)) return [];
  const name = calleeName(expression);
  const [first, second] = expression.arguments;
  if (OBJECT_BUILDERS.has(name) && first && ts.isObjectLiteralExpression(first))
    return [{ literal: first, file }];
  if (EXTENDERS.has(name) && second && ts.isObjectLiteralExpression(second))
    return [{ literal: second, file }, ...objectSourcesOf(comments, first, file, depth + 1)];
  // `schema.check(…)`, `schema.pipe(…)`: the schema is what the method is called on.
  if (ts.isPropertyAccessExpression(expression.expression) && SCHEMA_METHODS.has(name))
    return objectSourcesOf(comments, expression.expression.expression, file, depth + 1);
  // Any other function given a shape (`feedRequestOf({...})`): its keys are that literal's.
  if (first && ts.isObjectLiteralExpression(first)) return [{ literal: first, file }];
  return objectSourcesOf(comments, first, file, depth + 1);
}

/** A key of one of the literals: its JSDoc and its value's expression. */
export function keySourceOf(
  sources: readonly ObjectSource[],
  key: string,
): { doc: string; init: ts.Expression | undefined; file: string } | undefined {
  for (const { literal, file } of sources) {
    for (const property of literal.properties) {
      const name =
        property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
          ? property.name.text
          : undefined;
      if (name !== key) continue;
      const init = ts.isPropertyAssignment(property)
        ? property.initializer
        : ts.isShorthandPropertyAssignment(property)
          ? property.name
          : undefined;
      return { doc: jsDocOf(property), init, file };
    }
  }
  return undefined;
}

/** The value expression of a key of an object literal a call passes (`defineCall({request: …})`). */
export function callArgumentKey(init: ts.Expression, key: string): ts.Expression | undefined {
  if (!ts.isCallExpression(init)) return undefined;
  const [first] = init.arguments;
  if (!first || !ts.isObjectLiteralExpression(first)) return undefined;
  return keySourceOf([{ literal: first, file: '' }], key)?.init;
}
