// Types for scripts/bucket-css-selectors.mjs (plain JavaScript, run by Node as a script).
export function convertSelector(selector: string): string[];
export function convertSheet(css: string, from?: string): string;
