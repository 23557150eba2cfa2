/**
 * Prints a suite's figure as one line. Under Node (unit and jsdom projects) it goes straight to
 * stdout, past any console guard; in browser mode it is a test annotation, which the default
 * reporter prints under the test name.
 */
type Annotate = (message: string, type?: string) => Promise<unknown>;

export async function reportFigure(annotate: Annotate, line: string): Promise<void> {
  const stdout = (globalThis as { process?: { stdout?: { write?: (text: string) => void } } }).process?.stdout;
  if (typeof stdout?.write === 'function' && typeof window === 'undefined') stdout.write(`[figure] ${line}\n`);
  else if (typeof stdout?.write === 'function') stdout.write(`[figure] ${line}\n`);
  await annotate(line, 'figure');
}
