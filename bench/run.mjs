// Benchmarks print figures; they never pass or fail. The performance issue adds the real ones.
// Each benchmark is { name, what, seconds }: this file says what will run and for how long before
// it starts, so nobody waits on a silent terminal.
const benchmarks = [];

const total = benchmarks.reduce((sum, bench) => sum + bench.seconds, 0);
const duration = total < 1 ? 'under a second' : `about ${Math.ceil(total)} s`;
console.log(`npm run bench: ${benchmarks.length} benchmarks, expected to take ${duration}.`);
for (const bench of benchmarks) console.log(`  - ${bench.name} (~${bench.seconds} s): ${bench.what}`);
if (benchmarks.length === 0) console.log('  Nothing to run yet: the performance issue adds the real benchmarks.');
