// Types for ./source-imports.mjs.
/** Vite aliases for the package's `imports`, to the browser's or the server's source modules. */
export function sourceImportAliases(server: boolean): Array<{ find: RegExp; replacement: string }>;
