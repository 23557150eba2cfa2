/** The SCORM launch page's script, bundled into one minified file. */
export function bundleScormShell(): Promise<string>;
