import { beforeAll } from 'vitest';
import { installConsoleGuard } from './consoleGuard';
import { preloadKinds } from './preloadKinds';

// The same rule as in jsdom: a React warning or any console.error/console.warn fails the test.
installConsoleGuard();
beforeAll(preloadKinds);
