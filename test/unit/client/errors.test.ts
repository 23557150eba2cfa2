import {
  ApiError,
  CourseNotFoundError,
  CourseNotOwnedByKeyError,
  CourseNotPublishedError,
  createClient,
  HttpError,
  InsufficientScopeError,
  InvalidApiKeyError,
  RateLimitedError,
} from '../../../src/client';
import { type FakeReply, failure, type FakeService, startFakeService, TEST_API_KEY } from './fakeService';

let service: FakeService;
beforeEach(async () => {
  service = await startFakeService({ apiKey: TEST_API_KEY });
});
afterEach(() => service.close());

const noRetry = { maxRetries: 0 };
const client = (apiKey = TEST_API_KEY) => createClient({ baseUrl: service.baseUrl, apiKey, retry: noRetry });
const caught = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('each error_code of spec 7 becomes its own class', () => {
  it.each([
    ['course_not_found', 404, CourseNotFoundError],
    ['course_not_published', 403, CourseNotPublishedError],
    ['course_not_owned_by_key', 403, CourseNotOwnedByKeyError],
    ['invalid_api_key', 401, InvalidApiKeyError],
    ['insufficient_scope', 403, InsufficientScopeError],
    ['rate_limited', 429, RateLimitedError],
  ] as const)('%s (HTTP %i)', async (code, status, ErrorClass) => {
    service.route('GET /api-course-content', { status, json: failure(code, { owning_organization_id: null }) });
    const error = await caught(client().getCourseContent('c-1'));
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code, contractVersion: '2026-09-03', request: 'GET /api-course-content' });
    expect((error as Error).name).toBe(ErrorClass.name);
  });

  it('course_not_owned_by_key carries the owning organization', async () => {
    const owner = '7d6c1a3e-0f55-4c1b-9a51-3c2f1b0e9d11';
    service.route('GET /api-course-content', { status: 403, json: failure('course_not_owned_by_key', { owning_organization_id: owner }) });
    const error = await caught(client().getCourseContent('c-1'));
    expect(error).toBeInstanceOf(CourseNotOwnedByKeyError);
    expect((error as CourseNotOwnedByKeyError).owningOrganizationId).toBe(owner);
  });

  it('a missing key is answered with invalid_api_key by the real exchange', async () => {
    const error = await caught(client('cbapi_wrong').listCourses());
    expect(error).toBeInstanceOf(InvalidApiKeyError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_api_key' });
  });

  it('rate_limited carries retryAfterMs', async () => {
    service.route('GET /api-courses', { status: 429, headers: { 'X-RateLimit-Reset': '30' }, json: failure('rate_limited') });
    const error = await caught(client().listCourses());
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBe(30_000);
  });
});

describe('responses without a known error_code', () => {
  it.each<[string, FakeReply, typeof ApiError, { status: number; code: string | undefined }]>([
    ['a 400 envelope', { status: 400, json: failure(undefined) }, HttpError, { status: 400, code: undefined }],
    ['a 404 envelope', { status: 404, json: failure(undefined) }, HttpError, { status: 404, code: undefined }],
    ['a 500 envelope', { status: 500, json: failure(undefined) }, HttpError, { status: 500, code: undefined }],
    ['a newer error_code', { status: 409, json: failure('course_archived') }, HttpError, { status: 409, code: 'course_archived' }],
    ['a 502 HTML page', { status: 502, headers: { 'Content-Type': 'text/html' }, text: '<html>Bad gateway</html>' }, HttpError, { status: 502, code: undefined }],
    ['a bare 401 from a proxy', { status: 401, text: 'Unauthorized' }, InvalidApiKeyError, { status: 401, code: 'invalid_api_key' }],
    ['a 403 envelope without a code (pre 2026-08-25)', { status: 403, json: failure(undefined) }, InsufficientScopeError, { status: 403, code: 'insufficient_scope' }],
    ['a bare 429', { status: 429, text: '' }, RateLimitedError, { status: 429, code: 'rate_limited' }],
    ['success false on a 200', { status: 200, json: failure(undefined) }, HttpError, { status: 200, code: undefined }],
    ['success false on a 200 with a code', { status: 200, json: failure('course_not_found') }, CourseNotFoundError, { status: 200, code: 'course_not_found' }],
  ])('%s', async (_name, reply, ErrorClass, fields) => {
    service.route('GET /api-whoami', reply);
    const error = await caught(client().whoami());
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toMatchObject(fields);
  });

  it('names the error_code in the message, not only the prose', async () => {
    service.route('GET /api-whoami', { status: 403, json: failure('insufficient_scope') });
    const error = (await caught(client().whoami())) as Error;
    expect(error.message).toBe('GET /api-whoami: HTTP 403 insufficient_scope: prose that must not be routed on');
  });
});

it('keeps the whole error envelope for logging fields the spec does not show', async () => {
  const body = failure(undefined, { fields: { user_id: 'must be a uuid' } });
  service.route('POST /api-enrollments', { status: 400, json: body });
  const error = await caught(client().createEnrollment({ activity_id: 'a', user_id: 'bad', enrollment_type: 'api' }));
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).envelope).toEqual(body);
});
