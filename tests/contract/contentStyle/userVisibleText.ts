import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One piece of text a user can read, and where it is written. */
export interface VisibleText {
  file: string;
  line: number;
  text: string;
}

/** Files that never reach a user: tests, stories and their fixtures, test helpers, generated code. */
const NOT_SHIPPED = [
  /\.(test|stories)\.tsx?$/,
  /\.d\.ts$/,
  /(^|\/)testing\//,
  /(^|\/)story[A-Z]\w*\.tsx?$/,
  /(^|\/)testHandlers\.ts$/,
  /^src\/api\/generated\//,
];

/** Attributes and properties whose strings are code, not words: class names, ids, addresses, keys. */
const CODE_NAMES =
  /^(className|class|id|key|href|to|autoComplete|inputMode|role|rel|target|variant|size|tone|width|slot|pattern|method|encType|form|htmlFor|data-[\w-]+|aria-(labelledby|describedby|controls|live))$/;

/** A token with no spaces that reads as code: a path, a key, an identifier, a kebab-case id. */
function looksLikeCode(text: string): boolean {
  if (/\s/.test(text)) return false;
  return (
    /[/_.:*#=?&@{}]/.test(text) || /^[a-z][a-zA-Z0-9]*$/.test(text) || /^[a-z0-9]+(-[a-z0-9]+)+$/.test(text)
  );
}

export function shippedSourceFiles(root: string): string[] {
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .filter((file) => /\.tsx?$/.test(file) && !NOT_SHIPPED.some((pattern) => pattern.test(file)))
    .sort();
}

/** The name a string literal is given to (a JSX attribute or an object property), if any. */
function ownerName(node: ts.Node): string | undefined {
  const parent = node.parent;
  if (ts.isJsxAttribute(parent)) return parent.name.getText();
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)) return parent.parent.name.getText();
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) return parent.name.getText();
  return undefined;
}

/** Strings that are code by their place: module names, types, keys, indexes, comparisons, class lists. */
function isCodePosition(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isImportTypeNode(parent.parent))
    return true;
  if (ts.isLiteralTypeNode(parent)) return true;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isBinaryExpression(parent) && /^(===|!==|==|!=|in)$/.test(parent.operatorToken.getText()))
    return true;
  if (ts.isCaseClause(parent)) return true;
  if (ts.isCallExpression(parent) && /^(cx|console\.\w+|import|require)$/.test(parent.expression.getText()))
    return true;
  const owner = ownerName(node);
  return owner !== undefined && CODE_NAMES.test(owner);
}

const JSX_ENTITIES: Readonly<Record<string, string>> = {
  '&apos;': "'",
  '&quot;': '"',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': ' ',
};

function decodeJsxText(text: string): string {
  return text.replace(/&(apos|quot|amp|lt|gt|nbsp);/g, (entity) => JSX_ENTITIES[entity] ?? entity);
}

function templateText(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => `{…}${span.literal.text}`).join('');
}

/**
 * Every string literal, template literal and JSX text in `file` that a user may read. Parts of a
 * template between placeholders read as one text with `{…}` in their place.
 */
export function visibleTexts(root: string, file: string): VisibleText[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: VisibleText[] = [];
  const add = (node: ts.Node, text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!trimmed || looksLikeCode(trimmed) || !/[a-z]/i.test(trimmed)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push({ file, line: line + 1, text: trimmed });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) add(node, decodeJsxText(node.text));
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isCodePosition(node))
      add(node, node.text);
    else if (ts.isTemplateExpression(node) && !isCodePosition(node)) {
      add(node, templateText(node));
      node.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
