// The two origins of this example, shared by package.mjs (the packages' launch URL and allowed
// LMS origin) and server.mjs (what it listens on), so the two cannot disagree. Two origins, as in
// production: the LMS on one site, your hosted page on another. The ports can be moved with
// PORT_LMS and PORT_HOSTED; run `npm run package` again after moving them.
const port = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name} must be a port number, not "${process.env[name]}"`);
  return value;
};

export const LMS_PORT = port('PORT_LMS', 4401);
export const HOSTED_PORT = port('PORT_HOSTED', 4402);
/** The try-it LMS (lms.html, scorm-again and the packages' files). */
export const LMS_ORIGIN = `http://localhost:${LMS_PORT}`;
/** Your side: the hosted player page and its backend. */
export const HOSTED_ORIGIN = `http://127.0.0.1:${HOSTED_PORT}`;
