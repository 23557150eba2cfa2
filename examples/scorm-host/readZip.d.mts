/** Types of readZip.mjs. */
/** The zip's files by name; throws on anything it cannot read or whose CRC-32 does not match. */
export function readZip(bytes: Buffer): Map<string, Buffer>;
