// Ships the sample course as plain JSON (`ce-course-player/sample-course.json`): the payload a host
// can render or check with no backend. Its answer keys stay in the dev service's Node modules.
import { copyFileSync } from 'node:fs';
import { resolve } from 'node:path';

copyFileSync(resolve('src/dev/sample-course.json'), resolve('dist/sample-course.json'));
