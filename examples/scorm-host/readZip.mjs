// A zip's files, for serving a dispatch package as an LMS does once it has imported it. The
// packager writes plain zips (stored or deflated, no zip64, no encryption), so the central
// directory is all there is to read. Node only: zlib does the inflating and the CRC check.
import { crc32, inflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const STORED = 0;
const DEFLATED = 8;

/** The zip's files by name; throws on anything it cannot read or whose CRC-32 does not match. */
export function readZip(bytes) {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || bytes.readUInt32LE(end) !== END_OF_DIRECTORY) throw new Error('not a zip: no end of central directory');
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const files = new Map();
  for (let index = 0; index < count; index += 1) {
    if (bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error(`zip entry ${index} is damaged`);
    const method = bytes.readUInt16LE(at + 10);
    if (method !== STORED && method !== DEFLATED) throw new Error(`zip entry ${index}: compression method ${method} is not read here`);
    const crc = bytes.readUInt32LE(at + 16);
    const packedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    // The data follows the local header, whose name and extra field may differ in length from the directory's.
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const packed = bytes.subarray(start, start + packedSize);
    const data = method === DEFLATED ? inflateRawSync(packed) : Buffer.from(packed);
    if (crc32(data) !== crc) throw new Error(`${name}: CRC-32 mismatch`);
    files.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
