// Reading the values a type spells out (a tuple of string literals, an interface of them) with the
// TypeScript checker, for the tables scripts/course-schema.mjs reads: src/model/spellings/.
import ts from 'typescript';

/** The strings of a tuple of string literals (`readonly ['statement', 'prompt']`). */
export function stringTuple(checker, type, where) {
  if (!checker.isTupleType(type)) throw new Error(`course-schema: ${where} is not a tuple of strings`);
  return checker.getTypeArguments(type).map((element) => {
    if (!element.isStringLiteral()) throw new Error(`course-schema: ${where} holds ${checker.typeToString(element)}, not a string`);
    return element.value;
  });
}

/** An exported interface of a module, found by name. */
export function exportedInterface(checker, program, file, name) {
  const source = program.getSourceFile(file);
  const symbol = checker.getExportsOfModule(checker.getSymbolAtLocation(source)).find((s) => s.name === name);
  if (!symbol) throw new Error(`course-schema: ${file} exports no ${name}`);
  return checker.getDeclaredTypeOfSymbol(symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
}

/** Each property of an interface with its type: `[name, type, declaration]`. */
export function propertiesOf(checker, type) {
  return checker.getPropertiesOfType(type).map((property) => {
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    return [property.name, checker.getTypeOfSymbolAtLocation(property, declaration), declaration];
  });
}

/**
 * FieldSpellings: for each wire type's name, each field's spellings, wire name first. Each entry
 * is written `Name: SpellingsOf<Name, {…}>`; a name that differs from its type argument would
 * attach the spellings to the wrong type, so it stops the build.
 */
export function readFieldSpellings(checker, program, file) {
  const table = new Map();
  for (const [name, type, declaration] of propertiesOf(checker, exportedInterface(checker, program, file, 'FieldSpellings'))) {
    const named = declaration.type?.typeArguments?.[0]?.getText();
    if (named !== name) throw new Error(`course-schema: FieldSpellings.${name} lists the spellings of ${named}`);
    table.set(name, new Map(propertiesOf(checker, type).map(([field, spellings]) => [field, stringTuple(checker, spellings, `${name}.${field}`)])));
  }
  return table;
}

/** KindAliases: each kind's other names. */
export function readKindAliases(checker, program, file) {
  const aliases = exportedInterface(checker, program, file, 'KindAliases');
  return new Map(propertiesOf(checker, aliases).map(([kind, type]) => [kind, stringTuple(checker, type, `KindAliases.${kind}`)]));
}
