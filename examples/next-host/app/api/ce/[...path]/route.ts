// The development service as route handlers: GET /api/ce/course-content (the sample course, with its
// pictures under /api/ce/media/) and POST /api/ce/submit-progress (scored with the sample's keys, on
// the server). For a client component that fetches its course; your backend replaces it (docs/backend.md).
export { GET, POST } from 'ce-course-player/dev-service';
