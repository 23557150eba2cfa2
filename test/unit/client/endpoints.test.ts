import { type CourseServiceClient, createClient } from '../../../src/client';
import { type FakeService, ok, startFakeService, TEST_API_KEY } from './fakeService';

const submission = {
  activity_id: 'a-1',
  user_id: 'u-1',
  phase_type: 'mcq',
  phase_id: 'p-2',
  time_spent_minutes: 4,
  answers: [{ question_id: 'q-1', selected: 2 }],
};

interface Row {
  name: keyof CourseServiceClient;
  invoke: (client: CourseServiceClient) => Promise<{ data: unknown }>;
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  reply: unknown;
}

const record = { id: 'r-1', extra_field: { kept: true } };

const rows: Row[] = [
  { name: 'whoami', invoke: (c) => c.whoami(), method: 'GET', path: '/api-whoami', reply: { organization_id: 'o-1', name: 'Org', scopes: ['courses:read'] } },
  { name: 'listCourses', invoke: (c) => c.listCourses({ status: 'published', limit: 10, page: 2, include_unlisted: true }), method: 'GET', path: '/api-courses', query: { status: 'published', limit: '10', page: '2', include_unlisted: 'true' }, reply: [record] },
  { name: 'createCourse', invoke: (c) => c.createCourse({ name: 'New' }), method: 'POST', path: '/api-courses', body: { name: 'New' }, reply: record },
  { name: 'updateCourse', invoke: (c) => c.updateCourse('c-1', { name: 'Renamed' }), method: 'PUT', path: '/api-courses', query: { course_id: 'c-1' }, body: { name: 'Renamed' }, reply: record },
  { name: 'deleteCourse', invoke: (c) => c.deleteCourse('c-1'), method: 'DELETE', path: '/api-courses', query: { course_id: 'c-1' }, reply: null },
  { name: 'getCourseContent', invoke: (c) => c.getCourseContent('c 1/&x'), method: 'GET', path: '/api-course-content', query: { course_id: 'c 1/&x' }, reply: { course_id: 'c-1', phases: [] } },
  { name: 'createEnrollment', invoke: (c) => c.createEnrollment({ activity_id: 'a-1', user_id: 'u-1', enrollment_type: 'api' }), method: 'POST', path: '/api-enrollments', body: { activity_id: 'a-1', user_id: 'u-1', enrollment_type: 'api' }, reply: record },
  { name: 'listEnrollments', invoke: (c) => c.listEnrollments({ activity_id: 'a-1' }), method: 'GET', path: '/api-enrollments', query: { activity_id: 'a-1' }, reply: [record] },
  { name: 'updateEnrollment', invoke: (c) => c.updateEnrollment('e-1', { status: 'active' }), method: 'PUT', path: '/api-enrollments', query: { enrollment_id: 'e-1' }, body: { status: 'active' }, reply: record },
  { name: 'cancelEnrollment', invoke: (c) => c.cancelEnrollment('e-1'), method: 'DELETE', path: '/api-enrollments', query: { enrollment_id: 'e-1' }, reply: { cancelled: true } },
  { name: 'submitProgress', invoke: (c) => c.submitProgress(submission), method: 'POST', path: '/api-submit-progress', body: submission, reply: { score: 100, passed: true } },
  { name: 'getProgress', invoke: (c) => c.getProgress({ activity_id: 'a-1', user_id: 'u-1' }), method: 'GET', path: '/api-progress', query: { activity_id: 'a-1', user_id: 'u-1' }, reply: { current_phase: 2 } },
  { name: 'getProgressById', invoke: (c) => c.getProgressById('rec/1'), method: 'GET', path: '/api-progress/rec%2F1', reply: { phases: [] } },
  { name: 'listCertificates', invoke: (c) => c.listCertificates({ user_id: 'u-1' }), method: 'GET', path: '/api-certificates', query: { user_id: 'u-1' }, reply: [{ certificate_id: 'c-1' }] },
  { name: 'listTransactions', invoke: (c) => c.listTransactions({ since: '2026-01-01' }), method: 'GET', path: '/api-transactions', query: { since: '2026-01-01' }, reply: [record] },
  { name: 'listEvents', invoke: (c) => c.listEvents(), method: 'GET', path: '/api-events', reply: [record] },
  { name: 'listEventRegistrations', invoke: (c) => c.listEventRegistrations({ event_id: 'ev-1' }), method: 'GET', path: '/api-event-registrations', query: { event_id: 'ev-1' }, reply: [record] },
  { name: 'createEventRegistration', invoke: (c) => c.createEventRegistration({ event_id: 'ev-1', user_id: 'u-1' }), method: 'POST', path: '/api-event-registrations', body: { event_id: 'ev-1', user_id: 'u-1' }, reply: record },
  { name: 'listPayouts', invoke: (c) => c.listPayouts({ status: 'paid', empty: undefined, none: null }), method: 'GET', path: '/api-payouts', query: { status: 'paid' }, reply: [record] },
  { name: 'listWebhooks', invoke: (c) => c.listWebhooks(), method: 'GET', path: '/api-webhooks', reply: [record] },
  { name: 'createWebhook', invoke: (c) => c.createWebhook({ url: 'https://h.example/wh', events: ['payout.paid'] }), method: 'POST', path: '/api-webhooks', body: { url: 'https://h.example/wh', events: ['payout.paid'] }, reply: record },
  { name: 'updateWebhook', invoke: (c) => c.updateWebhook('w-1', { events: [] }), method: 'PUT', path: '/api-webhooks', query: { webhook_id: 'w-1' }, body: { events: [] }, reply: record },
  { name: 'deleteWebhook', invoke: (c) => c.deleteWebhook('w-1'), method: 'DELETE', path: '/api-webhooks', query: { webhook_id: 'w-1' }, reply: null },
  { name: 'listSubscriptionPlans', invoke: (c) => c.listSubscriptionPlans(), method: 'GET', path: '/get-subscription-plans', reply: [{ name: 'Pro' }] },
];

let service: FakeService;
let client: CourseServiceClient;

beforeEach(async () => {
  service = await startFakeService({ apiKey: TEST_API_KEY });
  client = createClient({ baseUrl: `${service.baseUrl}/`, apiKey: TEST_API_KEY, userAgent: 'host-backend/1.0' });
});
afterEach(() => service.close());

it('has a row for every endpoint method', () => {
  const methods = Object.keys(client).filter((key) => !['paginate', 'paginateItems', 'rateLimit'].includes(key));
  expect(methods.sort()).toEqual(rows.map((row) => row.name).sort());
});

describe.each(rows)('$name', ({ name, invoke, method, path, query = {}, body, reply }) => {
  it(`sends ${method} ${path} with the exact query and body, and returns data`, async () => {
    service.route(`${method} ${path}`, { json: ok(reply) });
    const result = await invoke(client);
    expect(result.data).toEqual(reply);
    const [sent] = service.requests;
    expect(service.requests).toHaveLength(1);
    expect(sent).toMatchObject({ method, path, query });
    expect(sent?.body).toBe(body === undefined ? '' : JSON.stringify(body));
    expect(sent?.headers['content-type']).toBe(body === undefined ? undefined : 'application/json');
    expect(sent?.headers.accept).toBe('application/json');
    expect(sent?.headers['user-agent']).toBe('host-backend/1.0');
    const authorization = name === 'listSubscriptionPlans' ? undefined : `Bearer ${TEST_API_KEY}`;
    expect(sent?.headers.authorization).toBe(authorization);
  });
});

it('keeps a path prefix in the base URL', async () => {
  const prefixed = createClient({ baseUrl: `${service.baseUrl}/functions/v1`, apiKey: TEST_API_KEY });
  service.route('GET /functions/v1/api-whoami', { json: ok({ organization_id: null, name: null, scopes: [] }) });
  await expect(prefixed.whoami()).resolves.toMatchObject({ data: { scopes: [] } });
});
