import ts from 'typescript';
import type { Dropped } from './lightImports.ts';

export interface SourceText {
  file: string;
  text: string;
}

/** A column of antd's Table as the console writes one: an object with a `dataIndex` or a `render`. */
function isColumn(node: ts.ObjectLiteralExpression): boolean {
  return node.properties.some((p) => p.name && ['dataIndex', 'render'].includes(p.name.getText()));
}

/**
 * Where the sources ask for what a build stand-in leaves out (build/lightImports.ts `drops`), one
 * line each (`file:line: what`). Reads the code as TypeScript, so a word in a comment or a string
 * does not count.
 */
export function findDroppedUses(sources: readonly SourceText[], drops: readonly Dropped[]): string[] {
  const found: string[] = [];
  for (const { file, text } of sources) {
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const at = (node: ts.Node, what: string) =>
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
    const visit = (node: ts.Node) => {
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const tag = node.tagName.getText();
        for (const attr of node.attributes.properties) {
          if (!ts.isJsxAttribute(attr)) continue;
          const prop = attr.name.getText();
          for (const d of drops) {
            if (!('prop' in d) || d.prop !== prop || !d.on.includes(tag)) continue;
            const value =
              attr.initializer && ts.isStringLiteral(attr.initializer) ? attr.initializer.text : null;
            if (d.except !== undefined && value === d.except) continue;
            at(attr, `<${tag} ${prop}>`);
          }
        }
      }
      if (ts.isObjectLiteralExpression(node) && isColumn(node)) {
        for (const p of node.properties) {
          const key = p.name?.getText();
          if (key && drops.some((d) => 'column' in d && d.column.includes(key)))
            at(p, `a table column's ${key}`);
        }
      }
      if (ts.isIdentifier(node) && drops.some((d) => 'name' in d && d.name.includes(node.text)))
        at(node, node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
