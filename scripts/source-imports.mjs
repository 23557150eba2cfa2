// Runs from source (Vitest, Storybook, the test pages Vite builds) resolve the package's `imports`
// (`#view-code`, `#kind-code`) here, to src/: a browser's modules (each lazy page and kind fetched by
// use) or, with `server`, a server's (the *.server.ts twins, every page and kind up front). A built
// package resolves them through package.json instead, by the host bundler's conditions.
import { fileURLToPath } from 'node:url';

const CODE = { '#view-code': 'react/viewCode', '#kind-code': 'renderers/kindCode' };

/** Vite aliases for the package's `imports`, to the browser's or the server's source modules. */
export function sourceImportAliases(server) {
  return Object.entries(CODE).map(([name, path]) => ({
    find: new RegExp(`^${name}$`),
    replacement: fileURLToPath(new URL(`../src/${path}${server ? '.server' : ''}.ts`, import.meta.url)),
  }));
}
