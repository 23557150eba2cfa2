import type { ScormVersion } from '../shell/cmiWrites';

// imsmanifest.xml for a one-SCO package. No mastery score (1.2 adlcp:masteryscore) and no
// minimum normalized measure (2004 imsss): the provider's service decides pass or fail, and an
// LMS holding a threshold of its own would overrule the verdict the shell relays.

export interface ManifestInput {
  version: ScormVersion;
  identifier: string;
  title: string;
  /** The files of the package, the launch page first. */
  files: readonly string[];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const HEADS: Record<ScormVersion, { namespaces: string; schemaVersion: string; scormType: string }> = {
  '1.2': {
    namespaces: [
      'xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"',
      'xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"',
      'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
      'xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd"',
    ].join('\n          '),
    schemaVersion: '1.2',
    scormType: 'adlcp:scormtype',
  },
  '2004': {
    namespaces: [
      'xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"',
      'xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"',
      'xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"',
      'xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"',
      'xmlns:imsss="http://www.imsglobal.org/xsd/imsss"',
      'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
      'xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd"',
    ].join('\n          '),
    schemaVersion: '2004 4th Edition',
    scormType: 'adlcp:scormType',
  },
};

export function manifestXml({ version, identifier, title, files }: ManifestInput): string {
  const head = HEADS[version];
  const name = escapeXml(title);
  const fileList = files.map((file) => `        <file href="${escapeXml(file)}"/>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${identifier}" version="1"
          ${head.namespaces}>
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>${head.schemaVersion}</schemaversion>
  </metadata>
  <organizations default="${identifier}-org">
    <organization identifier="${identifier}-org">
      <title>${name}</title>
      <item identifier="${identifier}-item" identifierref="${identifier}-sco">
        <title>${name}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="${identifier}-sco" type="webcontent" ${head.scormType}="sco" href="${escapeXml(files[0]!)}">
${fileList}
    </resource>
  </resources>
</manifest>
`;
}
