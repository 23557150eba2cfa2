// Ships the sample course as plain JSON (`ce-course-player/sample-course.json`): the payload a host
// can render or check with no backend; and its answer keys (`ce-course-player/sample-course.keys.json`),
// for a development service or the preview on a server, never for a page: the Next.js guide copies
// both into an app, and `preview --keys` scores the sample with them.
import { copyFileSync } from 'node:fs';
import { resolve } from 'node:path';

copyFileSync(resolve('src/dev/sample-course.json'), resolve('dist/sample-course.json'));
copyFileSync(resolve('src/dev/sample-course.keys.json'), resolve('dist/sample-course.keys.json'));
