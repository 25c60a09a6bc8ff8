import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The mock is an independent implementation of the spec (issue 19): from src/ it may take
// types, never code, so that it can disagree with the app. ESLint says the same
// (eslint.config.js, the mock zone); this test also sees dynamic imports and re-exports.

const ROOT = resolve(__dirname, '..');
const SRC = join(ROOT, 'src') + sep;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [path] : [];
  });
}

function intoSrc(file: string, specifier: string): boolean {
  return specifier.startsWith('.') && resolve(dirname(file), specifier).startsWith(SRC);
}

/** Every import of `file` that brings runtime code from src/, as its module specifier. */
export function runtimeImportsFromSrc(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typesOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      if (!typesOnly && intoSrc(file, node.moduleSpecifier.text)) {
        found.push(node.moduleSpecifier.text);
      }
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const specifier = (node.moduleSpecifier as ts.StringLiteral).text;
      if (!node.isTypeOnly && intoSrc(file, specifier)) found.push(specifier);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument) && intoSrc(file, argument.text)) {
        found.push(argument.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = filesUnder(__dirname).map((path) => relative(ROOT, path));

describe('the mock imports nothing at run time from src/', () => {
  it('finds the mock’s files', () => {
    expect(files).toContain(join('mock', 'bank', 'bank.ts'));
  });

  it.each(files)('%s', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    expect(runtimeImportsFromSrc(join(ROOT, file), text)).toEqual([]);
  });
});

describe('the check itself', () => {
  const file = join(ROOT, 'mock', 'bank', 'example.ts');
  it.each([
    [
      "import { INVALID_PAYLOAD } from '../../src/api/shared/errors';",
      ['../../src/api/shared/errors'],
    ],
    ["import { type A, b } from '../../src/x';", ['../../src/x']],
    ["import x from '../../src/x';", ['../../src/x']],
    ["import '../../src/x';", ['../../src/x']],
    ["export { b } from '../../src/x';", ['../../src/x']],
    ["const m = await import('../../src/x');", ['../../src/x']],
    ["import type { A } from '../../src/x';", []],
    ["import { type A, type B } from '../../src/x';", []],
    ["export type { A } from '../../src/x';", []],
    ["import { z } from 'zod';", []],
    ["import { ok } from './router';", []],
  ])('%s → %j', (text, expected) => {
    expect(runtimeImportsFromSrc(file, text)).toEqual(expected);
  });
});
