/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import base from './vite.config';

// Stryker's vitest runner has no project filter: it runs every project in the config it is given.
// Mutation testing needs only the fast `unit` (node) and `dom` (jsdom) projects; the Chromium
// project would add minutes per mutant. MUTATION_PROJECTS=unit narrows it further for a quick
// (lower-bound) measurement on a busy machine.
const wanted = (process.env.MUTATION_PROJECTS ?? 'unit,dom').split(',').map((name) => name.trim());
// The seeded fuzz file (seconds per run), the package checks (they read dist/) and the SSR
// hydration XSS suite (about two minutes: 1,500 vectors rendered, hydrated and watched, which covers
// every store and model line) are left out: each mutant they cover would re-run them in full. The
// store and model rules they touch have their own unit tests.
const SLOW = ['test/unit/normalize-fuzz.test.ts', 'test/package/**', 'test/unit/ssr-hydration.test.tsx'];
const projects = (base.test?.projects ?? [])
  .filter((project) => typeof project === 'object' && 'test' in project && wanted.includes(project.test?.name ?? '') && project.test?.name !== 'browser')
  .map((project) => (typeof project === 'object' && 'test' in project ? { ...project, test: { ...project.test, isolate: false, exclude: [...(project.test?.exclude ?? []), ...SLOW, '**/node_modules/**'] } } : project));

// Mutants run under `nice` on a shared machine with coverage instrumentation: give slow dom tests room.
// isolate: false reuses the module graph between test files: Stryker switches mutants at run time
// (static mutants are ignored), so no file needs a fresh graph, and each mutant run is much cheaper.
export default defineConfig({ ...base, test: { ...base.test, projects, testTimeout: 30_000, isolate: false } });
