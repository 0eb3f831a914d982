/**
 * The detail type of every element event, as text for the manifest, the README and the published type
 * declarations. Elements declare their events with `event<Detail>(description)`; this reads each declaration's
 * type argument with the TypeScript checker and writes it out structurally (named types expanded, literals in
 * single quotes), so the text stands on its own in a page author's declaration file.
 */
import ts from 'typescript';
import { resolve } from 'node:path';

/** verb -> detail type text, per element file. */
export type EventDetailTexts = Record<string, string>;

function compilerOptions(root: string): ts.CompilerOptions {
  const configPath = resolve(root, 'tsconfig.json');
  const read = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, root).options;
}

function typeText(checker: ts.TypeChecker, type: ts.Type, depth = 0): string {
  if (depth > 6) return checker.typeToString(type);
  if (type.isUnion()) {
    const members = type.types;
    const hasTrue = members.some((t) => t.flags & ts.TypeFlags.BooleanLiteral && checker.typeToString(t) === 'true');
    const hasFalse = members.some((t) => t.flags & ts.TypeFlags.BooleanLiteral && checker.typeToString(t) === 'false');
    const parts: string[] = [];
    for (const member of members) {
      if (member.flags & ts.TypeFlags.BooleanLiteral && hasTrue && hasFalse) {
        if (!parts.includes('boolean')) parts.push('boolean');
        continue;
      }
      parts.push(typeText(checker, member, depth + 1));
    }
    // null and undefined read last, as people write them.
    const empty: string[] = parts.filter((part) => part === 'null' || part === 'undefined');
    return [...parts.filter((part) => !empty.includes(part)), ...empty].join(' | ');
  }
  if (type.isStringLiteral()) return `'${type.value.replace(/'/g, "\\'")}'`;
  if (type.isNumberLiteral()) return String(type.value);
  if (checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type as ts.TypeReference);
    const inner = element ? typeText(checker, element, depth + 1) : 'unknown';
    return element?.isUnion() ? `(${inner})[]` : `${inner}[]`;
  }
  if (type.flags & ts.TypeFlags.Object) {
    const properties = checker.getPropertiesOfType(type);
    const stringIndex = checker.getIndexInfoOfType(type, ts.IndexKind.String);
    if (properties.length === 0 && stringIndex)
      return `Record<string, ${typeText(checker, stringIndex.type, depth + 1)}>`;
    if (properties.length > 0 && checker.getSignaturesOfType(type, ts.SignatureKind.Call).length === 0) {
      const fields = properties.map((property) => {
        const declaration = property.valueDeclaration ?? property.declarations?.[0];
        const propertyType = declaration
          ? checker.getTypeOfSymbolAtLocation(property, declaration)
          : checker.getDeclaredTypeOfSymbol(property);
        const optional = property.flags & ts.SymbolFlags.Optional;
        const shown = optional ? checker.getNonNullableType(propertyType) : propertyType;
        return `${property.name}${optional ? '?' : ''}: ${typeText(checker, shown, depth + 1)}`;
      });
      return `{ ${fields.join('; ')} }`;
    }
  }
  return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
}

/**
 * The detail text of each `event<T>(...)` declared in the given element files (keyed by file, then verb); an
 * event declared without a type argument has detail `undefined`.
 */
export function eventDetailTexts(root: string, files: readonly string[]): Map<string, EventDetailTexts> {
  const program = ts.createProgram(
    files.map((file) => resolve(root, file)),
    compilerOptions(root),
  );
  const checker = program.getTypeChecker();
  const result = new Map<string, EventDetailTexts>();
  for (const file of files) {
    const source = program.getSourceFile(resolve(root, file));
    if (!source) throw new Error(`${file} could not be read`);
    const texts: EventDetailTexts = {};
    const visit = (node: ts.Node) => {
      if (
        ts.isPropertyAssignment(node) &&
        ts.isCallExpression(node.initializer) &&
        ts.isIdentifier(node.initializer.expression) &&
        node.initializer.expression.text === 'event'
      ) {
        const name = node.name.getText(source).replace(/^['"]|['"]$/g, '');
        const argument = node.initializer.typeArguments?.[0];
        texts[name] = argument ? typeText(checker, checker.getTypeFromTypeNode(argument)) : 'undefined';
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    result.set(file, texts);
  }
  return result;
}
