// The other spellings of a wire type's fields, in its JSON Schema: each one a property of the same
// shape, described as what it is, and a required field satisfied by any of its spellings.

/** `a`, `b` or `c` (`joiner`: 'or', 'and'). */
const listed = (names, joiner = 'or') => {
  const quoted = names.map((name) => `\`${name}\``);
  return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} ${joiner} ${quoted.at(-1)}`;
};

/**
 * `schema` (an object schema) with the fields of `spellings` (field -> its spellings, wire name
 * first) also under their other names. A spelling that is a field of its own keeps its own
 * description; the wire name's says which names are read and in what order.
 */
export function withSpellings(schema, spellings) {
  const properties = { ...schema.properties };
  const required = new Set(schema.required ?? []);
  const rules = [];
  for (const [field, names] of spellings) {
    const wire = properties[field];
    if (!wire) throw new Error(`course-schema: spellings name ${field}, which the wire type lacks`);
    const { description = '', ...shape } = wire;
    properties[field] = { ...wire, description: `${description} Also spelled ${listed(names.slice(1))}: the player reads the first given, in that order.`.trim() };
    names.slice(1).forEach((name, index) => {
      if (name in properties) return;
      properties[name] = { ...shape, description: `Another spelling of \`${field}\`, read when ${listed(names.slice(0, index + 1), 'and')} ${index === 0 ? 'is' : 'are'} not given. ${description}`.trim() };
    });
    // Required, but given under another of its names: the payload is whole.
    if (required.delete(field)) rules.push({ if: { not: { anyOf: names.slice(1).map((name) => ({ required: [name] })) } }, then: { required: [field] } });
  }
  const result = { ...schema, properties };
  if (required.size > 0) result.required = [...required];
  else delete result.required;
  if (rules.length > 0) result.allOf = [...(schema.allOf ?? []), ...rules];
  return result;
}
