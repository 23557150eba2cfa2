/// <reference types="node" />
import { deflateRawSync } from 'node:zlib';

// A zip writer for a handful of small files: local headers, data, central directory, end record
// (APPNOTE 6.3). Deflate where it saves bytes, stored otherwise. No zip64: a dispatch package is a
// few kilobytes.

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS time and date of `when` (local fields, as unzip tools read them). */
function dosTime(when: Date): { time: number; date: number } {
  const time = (when.getHours() << 11) | (when.getMinutes() << 5) | Math.floor(when.getSeconds() / 2);
  const date = ((when.getFullYear() - 1980) << 9) | ((when.getMonth() + 1) << 5) | when.getDate();
  return { time, date };
}

interface Packed {
  name: Buffer;
  method: 0 | 8;
  crc: number;
  size: number;
  body: Uint8Array;
  offset: number;
}

function pack(entry: ZipEntry, offset: number): Packed {
  const deflated = deflateRawSync(entry.data, { level: 9 });
  const smaller = deflated.length < entry.data.length;
  return { name: Buffer.from(entry.name, 'utf8'), method: smaller ? 8 : 0, crc: crc32(entry.data), size: entry.data.length, body: smaller ? deflated : entry.data, offset };
}

/** The fields a local header and a central directory record share, from "version needed" on. */
function common(file: Packed, stamp: { time: number; date: number }): Buffer {
  const head = Buffer.alloc(26);
  head.writeUInt16LE(20, 0); // version needed: 2.0 (deflate)
  head.writeUInt16LE(0x0800, 2); // names are UTF-8
  head.writeUInt16LE(file.method, 4);
  head.writeUInt16LE(stamp.time, 6);
  head.writeUInt16LE(stamp.date, 8);
  head.writeUInt32LE(file.crc, 10);
  head.writeUInt32LE(file.body.length, 14);
  head.writeUInt32LE(file.size, 18);
  head.writeUInt16LE(file.name.length, 22);
  head.writeUInt16LE(0, 24); // no extra field
  return head;
}

function localHeader(file: Packed, stamp: { time: number; date: number }): Buffer {
  const signature = Buffer.alloc(4);
  signature.writeUInt32LE(0x04034b50, 0);
  return Buffer.concat([signature, common(file, stamp), file.name]);
}

function centralRecord(file: Packed, stamp: { time: number; date: number }): Buffer {
  const start = Buffer.alloc(6);
  start.writeUInt32LE(0x02014b50, 0);
  start.writeUInt16LE(20, 4); // made by: 2.0
  const tail = Buffer.alloc(14);
  // comment length, disk number, internal and external attributes (0), then the local header's offset.
  tail.writeUInt32LE(file.offset, 10);
  return Buffer.concat([start, common(file, stamp), tail, file.name]);
}

function endRecord(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/** The zip archive of `entries`, in their order, each stamped `when`. */
export function writeZip(entries: readonly ZipEntry[], when = new Date()): Buffer {
  const stamp = dosTime(when);
  const parts: Buffer[] = [];
  const files: Packed[] = [];
  let offset = 0;
  for (const entry of entries) {
    const file = pack(entry, offset);
    const header = localHeader(file, stamp);
    parts.push(header, Buffer.from(file.body));
    files.push(file);
    offset += header.length + file.body.length;
  }
  const central = Buffer.concat(files.map((file) => centralRecord(file, stamp)));
  return Buffer.concat([...parts, central, endRecord(files.length, central.length, offset)]);
}
