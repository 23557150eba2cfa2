import { describe, expect, it } from 'vitest';
import { DEFAULT_PREVIEW_PORT, parsePreviewArgs } from './previewArgs';

const run = (overrides: object) => ({
  kind: 'run',
  args: { coursePath: 'course.json', keysPath: null, allowHttp: false, port: DEFAULT_PREVIEW_PORT, open: null, ...overrides },
});

describe('ce-course-player preview arguments', () => {
  it.each([
    [['preview', 'course.json'], run({})],
    [['preview', 'course.json', '--keys', 'keys.json'], run({ keysPath: 'keys.json' })],
    [['preview', '--allow-http', 'course.json'], run({ allowHttp: true })],
    [['preview', 'course.json', '--port', '0'], run({ port: 0 })],
    [['preview', 'course.json', '--port=8080'], run({ port: 8080 })],
    [['preview', 'course.json', '--open', 'ph-post'], run({ open: 'ph-post' })],
    [['preview', 'course.json', '--keys', 'k.json', '--allow-http', '--port', '5000', '--open', 'pre-mcq'], run({ keysPath: 'k.json', allowHttp: true, port: 5000, open: 'pre-mcq' })],
  ])('reads %j', (argv, expected) => {
    expect(parsePreviewArgs(argv)).toEqual(expected);
  });

  it.each([['preview', '--help'], ['preview', '-h'], ['preview', 'course.json', '--help']])('asks for the usage with %j', (...argv) => {
    expect(parsePreviewArgs(argv)).toEqual({ kind: 'help' });
  });

  it.each([
    [['preview'], 'name the course file to preview'],
    [['preview', 'a.json', 'b.json'], 'one course file at a time (also given: b.json)'],
    [['preview', 'course.json', '--port', 'http'], '--port takes a number from 0 to 65535, not "http"'],
    [['preview', 'course.json', '--port=-1'], '--port takes a number from 0 to 65535, not "-1"'],
    [['preview', 'course.json', '--port', '70000'], '--port takes a number from 0 to 65535, not "70000"'],
    [['preview', 'course.json', '--port', '4.5'], '--port takes a number from 0 to 65535, not "4.5"'],
    [['preview', 'course.json', '--open', ' '], '--open takes a phase or component id'],
  ])('refuses %j: %s', (argv, message) => {
    expect(parsePreviewArgs(argv)).toEqual({ kind: 'usage', message });
  });

  it('refuses an option it does not know and a flag given a value, with node:util’s own words', () => {
    expect(parsePreviewArgs(['preview', 'course.json', '--watch'])).toMatchObject({ kind: 'usage', message: expect.stringContaining("'--watch'") });
    expect(parsePreviewArgs(['preview', 'course.json', '--keys'])).toMatchObject({ kind: 'usage', message: expect.stringContaining("'--keys <value>'") });
  });
});
