import type { Reporter, TestModule } from 'vitest/node';

/** Each project's wall span (its first file starting to its last ending) and its files' summed time. */
interface ProjectTimes {
  start: number;
  end: number;
  files: number;
  fileSeconds: number;
}

const seconds = (ms: number) => (ms / 1000).toFixed(0);

/**
 * Prints, after the run, each Vitest project's seconds: how long from its first file to its last
 * (projects overlap, so the spans add up to more than the run) and the time its files took. The
 * one place to see which engine a slow CI run spent its time in (docs/testing.md).
 */
export default class ProjectSecondsReporter implements Reporter {
  private readonly started = Date.now();
  private readonly projects = new Map<string, ProjectTimes>();

  onTestModuleStart(module: TestModule): void {
    const name = module.project.name || 'default';
    const times = this.projects.get(name) ?? { start: Date.now(), end: Date.now(), files: 0, fileSeconds: 0 };
    this.projects.set(name, times);
  }

  onTestModuleEnd(module: TestModule): void {
    const times = this.projects.get(module.project.name || 'default');
    if (!times) return;
    times.end = Date.now();
    times.files += 1;
    times.fileSeconds += module.diagnostic().duration;
  }

  onTestRunEnd(): void {
    if (this.projects.size === 0) return;
    const rows = [...this.projects].sort(([, a], [, b]) => a.start - b.start)
      .map(([name, t]) => `  ${name.padEnd(16)} ${seconds(t.end - t.start).padStart(5)} s from first file to last, ${t.files} files, ${seconds(t.fileSeconds)} s in its files`);
    process.stdout.write(`\nSeconds per project (whole run ${seconds(Date.now() - this.started)} s):\n${rows.join('\n')}\n`);
  }
}
