#!/usr/bin/env node
// Writes the JSON Schema of the course payload (GET /api-course-content's data) from its one
// source, the wire types in src/contract (CourseContentPayload and what it names), with their doc
// comments as descriptions. Open to unknown fields everywhere, as the player is: a newer revision
// may add fields, and the player reads what it knows. Components are checked for the fields every
// component carries (ComponentBasePayload); each kind's own fields are the player's to read.
// Shipped as `ce-course-player/course.schema.json` (npm run build); test/unit/course-schema.test.ts
// validates the sample course and the fixtures against it.
// Usage: node scripts/course-schema.mjs [out]   (default dist/course.schema.json)
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');

/** The schema, as an object. */
export function courseSchema() {
  const program = ts.createProgram([resolve(root, 'src/contract/course.ts')], { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(resolve(root, 'src/contract/course.ts'));
  const rootSymbol = checker.getExportsOfModule(checker.getSymbolAtLocation(source)).find((s) => s.name === 'CourseContentPayload');
  const defs = {};
  const doc = (symbol) => ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();

  /** `string & {}`: any string, the literals beside it named as the ones the player knows. */
  const isOpenString = (type) => type.isIntersection() && type.types.some((t) => t.flags & ts.TypeFlags.String);

  function convert(type) {
    if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (type.flags & ts.TypeFlags.Null) return { type: 'null' };
    if (type.isStringLiteral()) return { const: type.value };
    if (type.isNumberLiteral()) return { const: type.value };
    if (type.flags & ts.TypeFlags.BooleanLiteral) return { const: checker.typeToString(type) === 'true' };
    if (type.flags & ts.TypeFlags.String || isOpenString(type)) return { type: 'string' };
    if (type.flags & ts.TypeFlags.Number) return { type: 'number' };
    if (type.flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (type.isUnion()) {
      const members = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined));
      // true | false is boolean; literals beside an open string are examples, not a closed list.
      if (members.every((t) => t.flags & ts.TypeFlags.BooleanLiteral)) return { type: 'boolean' };
      const open = members.some(isOpenString);
      const kept = open ? members.filter((t) => !t.isStringLiteral()) : members;
      const literals = kept.filter((t) => t.isStringLiteral() || t.isNumberLiteral());
      const others = kept.filter((t) => !(t.isStringLiteral() || t.isNumberLiteral()));
      const parts = [...(literals.length ? [{ enum: literals.map((t) => t.value) }] : []), ...others.map(convert)];
      return parts.length === 1 ? parts[0] : { anyOf: parts };
    }
    if (checker.isArrayType(type)) return { type: 'array', items: convert(checker.getTypeArguments(type)[0]) };
    if (type.isIntersection() && type.types.every((t) => t.flags & ts.TypeFlags.Object)) return objectSchema(type, null);
    if (type.flags & ts.TypeFlags.Object) {
      const name = type.aliasSymbol?.name ?? type.symbol?.name;
      if (name && /Payload$/.test(name)) {
        if (!(name in defs)) {
          defs[name] = {};
          defs[name] = objectSchema(type, type.symbol);
        }
        return { $ref: `#/$defs/${name}` };
      }
      return objectSchema(type, null);
    }
    throw new Error(`course-schema: no JSON Schema for ${checker.typeToString(type)}`);
  }

  function objectSchema(type, symbol) {
    const schema = { type: 'object' };
    const description = symbol ? doc(symbol) : '';
    if (description) schema.description = description;
    const properties = {};
    const required = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = checker.getTypeOfSymbolAtLocation(property, declaration);
      properties[property.name] = { ...convert(propertyType), ...(doc(property) ? { description: doc(property) } : {}) };
      if (!(property.flags & ts.SymbolFlags.Optional)) required.push(property.name);
    }
    if (Object.keys(properties).length) schema.properties = properties;
    if (required.length) schema.required = required;
    return schema;
  }

  const top = convert(checker.getDeclaredTypeOfSymbol(rootSymbol));
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://github.com/ce-course-player/ce-course-player/course.schema.json',
    title: 'CE course content (GET /api-course-content data)',
    description: 'Generated from the wire types in src/contract by scripts/course-schema.mjs. Open to unknown fields: the player reads the fields it knows and skips the rest.',
    ...top,
    $defs: Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b))),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const out = resolve(process.argv[2] ?? 'dist/course.schema.json');
  writeFileSync(out, `${JSON.stringify(courseSchema(), null, 2)}\n`);
  console.log(`course-schema: wrote ${out}`);
}
