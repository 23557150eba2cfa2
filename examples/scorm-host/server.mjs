// `npm start`: one process, two origins, as the two sides of a SCORM delivery sit on two sites.
//
// Your side, http://127.0.0.1:4402 (HOSTED_ORIGIN): the hosted page as `npm run build` left it in
// dist/, and its backend (backend.mjs).
//
// The try-it LMS, http://localhost:4401 (LMS_ORIGIN): lms.html, scorm-again's browser build, and
// the packages' files (dist-packages/, `npm run package`), served out of the zips as an LMS serves
// what it imported. Nothing is stored on disk.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, normalize, sep } from 'node:path';
import { createBackend } from './backend.mjs';
import { handle, HttpError, sendFile, sendJson } from './http.mjs';
import { HOSTED_ORIGIN, HOSTED_PORT, LMS_ORIGIN, LMS_PORT } from './origins.mjs';
import { readZip } from './readZip.mjs';

const here = import.meta.dirname;
const readJsonFile = (path) => JSON.parse(readFileSync(join(here, path), 'utf8'));
const stop = (message) => {
  console.error(message);
  process.exit(1);
};

// What `npm run build` and `npm run package` made.
const hostedDir = join(here, 'dist');
if (!existsSync(join(hostedDir, 'index.html'))) stop('No built hosted page in dist/: run `npm run build` first.');
if (!existsSync(join(here, 'dist-packages/credentials.json'))) stop('No packages in dist-packages/: run `npm run package` first.');
const made = readJsonFile('dist-packages/credentials.json');
if (made.lmsOrigin !== LMS_ORIGIN || made.hostedOrigin !== HOSTED_ORIGIN) {
  stop(`The packages were made for ${made.lmsOrigin} launching ${made.hostedOrigin}, this server is ${LMS_ORIGIN} and ${HOSTED_ORIGIN}: run \`npm run package\` again with the same PORT_LMS and PORT_HOSTED.`);
}
const packages = Object.entries(made.packages); // [version, { file, credential }]

// --- Your side ---------------------------------------------------------------------------------

const backend = createBackend({
  // Your record of each package's launch credential: which package, for which customer's LMS origins.
  issued: new Map(packages.map(([version, { credential }]) => [credential, { name: `course-${version}`, allowedLmsOrigins: [LMS_ORIGIN] }])),
  course: readJsonFile('course.json'),
  keys: readJsonFile('course.keys.json'),
});

/** The path of the file under `root` for a URL path, never outside it; undefined when there is none. */
function fileUnder(root, pathname) {
  const path = join(root, normalize(pathname === '/' ? '/index.html' : pathname));
  return path.startsWith(root + sep) && existsSync(path) && statSync(path).isFile() ? path : undefined;
}

const hostedSide = handle(async (request, response, pathname) => {
  if (await backend(request, response, pathname)) return;
  if (request.method !== 'GET') throw new HttpError(405, 'Not a route of this server.');
  const file = fileUnder(hostedDir, pathname);
  // Only the LMS may frame the page (in production: the customer's allowed LMS origins).
  sendFile(response, file, file && readFileSync(file), { 'Content-Security-Policy': `frame-ancestors ${LMS_ORIGIN}` });
});

// --- The try-it LMS ----------------------------------------------------------------------------

/** Each package's files by name, as the LMS imported them. */
const packageFiles = new Map(packages.map(([version, { file }]) => [version, readZip(readFileSync(join(here, 'dist-packages', file)))]));
/** scorm-again's browser build (the classes on `window`), for the LMS page. */
const scormAgainFile = join(dirname(createRequire(import.meta.url).resolve('scorm-again')), 'scorm-again.min.js');

const lmsSide = handle(async (request, response, pathname) => {
  if (request.method !== 'GET') throw new HttpError(405, 'The LMS side only serves files.');
  if (pathname === '/') return sendFile(response, 'lms.html', readFileSync(join(here, 'lms.html')));
  if (pathname === '/scorm-again.js') return sendFile(response, pathname, readFileSync(scormAgainFile));
  const packaged = /^\/packages\/([^/]+)\/(.+)$/.exec(pathname);
  if (packaged) return sendFile(response, packaged[2], packageFiles.get(packaged[1])?.get(packaged[2]));
  sendJson(response, 404, { error: 'Not found.' });
});

/** Listens on the loopback address (the LMS's `localhost` resolves to it too), or stops saying why not. */
const listen = (handler, port, said) =>
  createServer(handler)
    .on('error', (error) => stop(`Cannot listen on port ${port} (${error.code}): set PORT_LMS and PORT_HOSTED to free ports, then \`npm run package\` again.`))
    .listen(port, '127.0.0.1', () => console.log(said));
listen(hostedSide, HOSTED_PORT, `Your hosted page and its backend: ${HOSTED_ORIGIN}/`);
listen(lmsSide, LMS_PORT, `The try-it LMS: open ${LMS_ORIGIN}/ (SCORM 2004; ${LMS_ORIGIN}/?v=1.2 for 1.2)`);
