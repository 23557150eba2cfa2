import { readZip as readZipFiles } from '../../examples/scorm-host/readZip.mjs';

/**
 * A zip's files by name, read by the scorm-host example's reader (its server serves the packages
 * with it): every package the suites read goes through it, so the example's reader is tested too.
 */
export function readZip(zip: Uint8Array): Record<string, Buffer> {
  return Object.fromEntries(readZipFiles(Buffer.from(zip)));
}
