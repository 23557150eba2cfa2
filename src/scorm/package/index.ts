// ce-course-player/scorm-package: makes SCORM 1.2 and 2004 dispatch packages (Node only: it
// zips with node:zlib). The command line is `ce-course-player scorm` (docs/scorm.md).
export { createDispatchPackage, type DispatchPackage } from './createDispatchPackage';
export { checkPackageOptions, DispatchPackageError, identifierFromTitle, type DispatchPackageOptions } from './packageOptions';
export { manifestXml, type ManifestInput } from './manifest';
export { readShellScript } from './shellScript';
