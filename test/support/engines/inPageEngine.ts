import { server } from 'vitest/browser';
import type { InPageEngineName } from './inPageSuites.mjs';

/** The engine this in-page suite runs in now (the project's browser instance), for figures and steps that differ by engine. */
export const inPageEngine = server.browser as InPageEngineName;

const LABELS: Record<InPageEngineName, string> = { chromium: 'Chromium', firefox: 'Firefox', webkit: 'WebKit' };

/** The engine's name as a test title says it ("in Firefox"). */
export const inPageEngineLabel = LABELS[inPageEngine];
