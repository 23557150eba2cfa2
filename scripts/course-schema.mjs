#!/usr/bin/env node
// Writes the JSON Schema of the course payload (GET /api-course-content's data) from its one
// source, the wire types in src/contract (CourseContentPayload and what it names), with their doc
// comments as descriptions. Open to unknown fields everywhere, as the player is: a newer revision
// may add fields, and the player reads what it knows. A component is checked for the fields every
// component carries and, when its `type` names a kind the player knows (ComponentPayloads), for
// that kind's own; an unknown kind passes, as the player shows it as a notice. A field the player
// reads under other spellings lists them (src/model/spellings/, the table the readers are held to).
// Shipped as `ce-course-player/course.schema.json` (npm run build); test/unit/course-schema.test.ts
// validates the sample course and the fixtures against it.
// Usage: node scripts/course-schema.mjs [out]   (default dist/course.schema.json)
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { kindBranches } from './course-schema/kinds.mjs';
import { withSpellings } from './course-schema/spellings.mjs';
import { exportedInterface, propertiesOf, readFieldSpellings, readKindAliases } from './course-schema/typeValues.mjs';

const root = resolve(import.meta.dirname, '..');
const FILES = {
  course: resolve(root, 'src/contract/course.ts'),
  kinds: resolve(root, 'src/contract/componentKinds.ts'),
  spellings: resolve(root, 'src/model/spellings/index.ts'),
};
/** The wire type every component is; each kind's own fields are the rest of its wire type. */
const BASE = 'ComponentBasePayload';

/** The schema, as an object. */
export function courseSchema() {
  const program = ts.createProgram(Object.values(FILES), { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler });
  const checker = program.getTypeChecker();
  const spellings = readFieldSpellings(checker, program, FILES.spellings);
  const aliases = readKindAliases(checker, program, FILES.spellings);
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
      if (name && /Payload$/.test(name)) return definition(name, () => objectSchema(type, type.symbol, name));
      return objectSchema(type, null);
    }
    throw new Error(`course-schema: no JSON Schema for ${checker.typeToString(type)}`);
  }

  /** A `$ref` to `$defs[name]`, made once (a placeholder first, so a type that names itself ends). */
  function definition(name, make) {
    if (!(name in defs)) {
      defs[name] = {};
      defs[name] = make();
    }
    return { $ref: `#/$defs/${name}` };
  }

  /** An object's properties; with `onlyOwn`, those a component kind adds to every component's. */
  function objectSchema(type, symbol, name = null, onlyOwn = false) {
    const schema = { type: 'object' };
    const description = symbol ? doc(symbol) : '';
    if (description) schema.description = description;
    const properties = {};
    const required = [];
    for (const [key, propertyType, declaration] of propertiesOf(checker, type)) {
      if (onlyOwn && declaration.parent?.name?.text === BASE) continue;
      const property = checker.getPropertyOfType(type, key);
      properties[key] = { ...convert(propertyType), ...(doc(property) ? { description: doc(property) } : {}) };
      if (!(property.flags & ts.SymbolFlags.Optional)) required.push(key);
    }
    if (Object.keys(properties).length) schema.properties = properties;
    if (required.length) schema.required = required;
    const spelled = name === null ? undefined : spellings.get(name);
    return spelled ? withSpellings(schema, spelled) : schema;
  }

  /** Each kind with its aliases and a `$ref` to its own fields (kinds sharing a wire type share the definition). */
  const kinds = propertiesOf(checker, exportedInterface(checker, program, FILES.kinds, 'ComponentPayloads')).map(([kind, type]) => {
    const name = type.symbol.name;
    const ref = definition(name, () => objectSchema(type, type.symbol, name, true)).$ref;
    return { kind, aliases: aliases.get(kind) ?? [], ref };
  });
  const top = convert(checker.getDeclaredTypeOfSymbol(checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(FILES.course))).find((s) => s.name === 'CourseContentPayload')));
  defs[BASE] = { ...defs[BASE], allOf: [...(defs[BASE].allOf ?? []), ...kindBranches(kinds)] };
  for (const name of spellings.keys()) if (!(name in defs)) throw new Error(`course-schema: spellings of ${name}, a type the schema never reaches`);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://github.com/ce-course-player/ce-course-player/course.schema.json',
    title: 'CE course content (GET /api-course-content data)',
    description: 'Generated from the wire types in src/contract by scripts/course-schema.mjs. Open to unknown fields: the player reads the fields it knows and skips the rest.',
    ...top,
    properties: { $schema: { type: 'string', description: 'The JSON Schema an editor checks this file against (this one: ce-course-player/course.schema.json). The player ignores it.' } },
    $defs: Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b))),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const out = resolve(process.argv[2] ?? 'dist/course.schema.json');
  writeFileSync(out, `${JSON.stringify(courseSchema(), null, 2)}\n`);
  console.log(`course-schema: wrote ${out}`);
}
