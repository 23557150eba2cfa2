import { createClient } from '../../../src/client';
import { looksTruncated } from '../../../src/client/envelopeText';
import { type FakeService, ok, startFakeService } from './fakeService';

let service: FakeService;
beforeEach(async () => {
  service = await startFakeService();
});
afterEach(() => service.close());

const whoami = { organization_id: 'o-1', name: 'Org', scopes: ['courses:read'] };

describe('contract_version on results', () => {
  it.each([
    ['a supported revision', '2026-09-03', 'supported'],
    ['an unrecognized future revision', '2027-01-15', 'newer'],
    ['a revision in an unknown format', 'v2', 'newer'],
    ['an older revision', '2026-08-17', 'older'],
  ])('%s is exposed and classified', async (_name, version, revision) => {
    service.route('GET /api-whoami', { json: { ...ok(whoami), contract_version: version } });
    const result = await createClient({ baseUrl: service.baseUrl, apiKey: 'k' }).whoami();
    expect(result).toMatchObject({ data: whoami, contractVersion: version, revision, status: 200 });
  });

  it('a missing contract_version is reported, not an error', async () => {
    service.route('GET /api-whoami', { json: { success: true, data: whoami } });
    const result = await createClient({ baseUrl: service.baseUrl, apiKey: 'k' }).whoami();
    expect(result).toMatchObject({ contractVersion: null, revision: 'missing' });
  });

  it('reports each newer revision once', async () => {
    const seen: string[] = [];
    service.route('GET /api-whoami', [
      { json: { ...ok(whoami), contract_version: '2027-01-15' } },
      { json: { ...ok(whoami), contract_version: '2027-01-15' } },
      { json: { ...ok(whoami), contract_version: '2027-02-01' } },
      { json: ok(whoami) },
    ]);
    const client = createClient({ baseUrl: service.baseUrl, apiKey: 'k', onNewerRevision: (version) => seen.push(version) });
    for (let index = 0; index < 4; index += 1) await client.whoami();
    expect(seen).toEqual(['2027-01-15', '2027-02-01']);
  });

  it('passes authenticated_organization_id through, null for platform keys', async () => {
    service.route('GET /api-whoami', { json: ok({ ...whoami, organization_id: null }, { authenticated_organization_id: null }) });
    service.route('GET /api-course-content', { json: ok({ course_id: 'c' }, { authenticated_organization_id: 'o-1' }) });
    const client = createClient({ baseUrl: service.baseUrl, apiKey: 'k' });
    expect((await client.whoami()).authenticatedOrganizationId).toBeNull();
    expect((await client.getCourseContent('c')).authenticatedOrganizationId).toBe('o-1');
  });

  it('keeps unknown fields of data', async () => {
    service.route('GET /api-whoami', { json: ok({ ...whoami, added_later: { x: 1 } }) });
    const result = await createClient({ baseUrl: service.baseUrl, apiKey: 'k' }).whoami();
    expect(result.data).toEqual({ ...whoami, added_later: { x: 1 } });
  });
});

describe('204 No Content', () => {
  it('resolves a delete with null data and a missing revision', async () => {
    service.route('DELETE /api-webhooks', { status: 204, text: '' });
    const result = await createClient({ baseUrl: service.baseUrl, apiKey: 'k' }).deleteWebhook('w-1');
    expect(result).toMatchObject({ data: null, status: 204, contractVersion: null, revision: 'missing' });
  });

  it('is a MalformedResponseError where a record is expected', async () => {
    service.route('PUT /api-webhooks', { status: 204, text: '' });
    const error = await createClient({ baseUrl: service.baseUrl, apiKey: 'k' }).updateWebhook('w-1', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'MalformedResponseError', reason: 'unexpected_shape', status: 204 });
  });
});

describe('looksTruncated', () => {
  it.each([
    ['{"success":true', true],
    ['{"a":"unterminated', true],
    ['{"a":"esc\\"aped', true],
    ['[1,2', true],
    ['  {"a":[1,{"b":2}', true],
    ['{"a":1}}', false],
    ['<html>', false],
    ['tru', false],
    ['{"a":"}"}', false],
    ['', false],
  ])('%j is %s', (text, expected) => {
    expect(looksTruncated(text)).toBe(expected);
  });
});
