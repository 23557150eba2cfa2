import { describe, expect, it } from 'vitest';
import { readScormLaunch } from './launch';

const query = 'scorm_origin=https%3A%2F%2Flms.example.edu&scorm_version=2004&scorm_learner_id=u-1&scorm_learner_name=Doe%2C%20Jo&scorm_entry=resume&scorm_resume=p2%233&scorm_location=p2%233&scorm_credential=abc';

describe('the launch the shell passes', () => {
  it('reads every parameter', () => {
    expect(readScormLaunch(`https://courses.example.org/play?course=1&${query}`)).toEqual({
      lmsOrigin: 'https://lms.example.edu', version: '2004', learnerId: 'u-1', learnerName: 'Doe, Jo', entry: 'resume', resume: 'p2#3', location: 'p2#3', credential: 'abc',
    });
  });

  it.each([
    ['no version', query.replace('scorm_version=2004', 'scorm_version=3')],
    ['an origin with a path', query.replace('lms.example.edu', 'lms.example.edu%2Fx')],
    ['no origin', query.replace(/scorm_origin=[^&]*/, '')],
    ['no credential', query.replace('scorm_credential=abc', 'scorm_credential=')],
  ])('is null with %s', (_what, text) => {
    expect(readScormLaunch(`https://courses.example.org/play?${text}`)).toBeNull();
  });
});
