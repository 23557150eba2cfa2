// Benchmarks print figures; they never pass or fail. The performance issue adds the real ones.
console.log('no benchmarks yet');
