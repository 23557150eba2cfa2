import { installConsoleGuard } from './consoleGuard';

// The same rule as in jsdom: a React warning or any console.error/console.warn fails the test.
installConsoleGuard();
