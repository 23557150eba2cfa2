import { createClient, type ListResult } from '../../../src/client';
import type { CatalogItemPayload } from '../../../src/contract';
import { type FakeService, ok, type RecordedRequest, startFakeService } from './fakeService';

const course = (id: string) => ({ id, name: `Course ${id}` });
const PAGES: Record<string, Array<{ id: string; name: string }>> = {
  '1': [course('a'), course('b')],
  '2': [course('c'), course('d')],
  '3': [course('e')],
};

/** Three pages of two, as the service would page a catalog of five. */
function pagedCatalog(request: RecordedRequest) {
  const page = Number(request.query.page ?? '1');
  return { json: ok(PAGES[String(page)] ?? [], { pagination: { page, limit: 2, total: 5, hasMore: page < 3 } }) };
}

let service: FakeService;
const client = () => createClient({ baseUrl: service.baseUrl, apiKey: 'cbapi_k' });
beforeEach(async () => {
  service = await startFakeService();
});
afterEach(() => service.close());

describe('paginate', () => {
  it('yields every page with its pagination and keeps the filters', async () => {
    service.route('GET /api-courses', pagedCatalog);
    const pages: Array<ListResult<CatalogItemPayload>> = [];
    for await (const page of client().paginate('listCourses', { status: 'published', limit: 2 })) pages.push(page);
    expect(pages.map((page) => page.data.map((item) => item.id))).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(pages.map((page) => page.pagination?.hasMore)).toEqual([true, true, false]);
    expect(pages.every((page) => page.contractVersion === '2026-09-03')).toBe(true);
    expect(service.requests.map((request) => request.query)).toEqual([
      { status: 'published', limit: '2', page: '1' },
      { status: 'published', limit: '2', page: '2' },
      { status: 'published', limit: '2', page: '3' },
    ]);
  });

  it('starts at the page asked for', async () => {
    service.route('GET /api-courses', pagedCatalog);
    const ids: string[] = [];
    for await (const page of client().paginate('listCourses', { page: 2 })) ids.push(...page.data.map((item) => item.id));
    expect(ids).toEqual(['c', 'd', 'e']);
  });

  it('stops at maxPages', async () => {
    service.route('GET /api-courses', pagedCatalog);
    let count = 0;
    for await (const _page of client().paginate('listCourses', {}, { maxPages: 2 })) count += 1;
    expect(count).toBe(2);
    expect(service.requests).toHaveLength(2);
  });

  it.each([
    ['no pagination object', ok([course('a')])],
    ['hasMore true on an empty page', ok([], { pagination: { page: 1, limit: 2, total: 9, hasMore: true } })],
  ])('stops after one page with %s', async (_name, body) => {
    service.route('GET /api-payouts', { json: body });
    let count = 0;
    for await (const _page of client().paginate('listPayouts')) count += 1;
    expect(count).toBe(1);
  });

  it('lets an error from a later page reach the loop', async () => {
    service.route('GET /api-events', [
      { json: ok([{ id: 'x' }], { pagination: { page: 1, limit: 1, total: 2, hasMore: true } }) },
      { status: 403, json: { success: false, contract_version: '2026-09-03', error: 'no', error_code: 'insufficient_scope' } },
    ]);
    const seen: unknown[] = [];
    const walk = async () => {
      for await (const page of client().paginate('listEvents')) seen.push(...page.data);
    };
    await expect(walk()).rejects.toMatchObject({ name: 'InsufficientScopeError', status: 403 });
    expect(seen).toEqual([{ id: 'x' }]);
  });
});

describe('paginateItems', () => {
  it('yields the items of every page, in order', async () => {
    service.route('GET /api-courses', pagedCatalog);
    const ids: string[] = [];
    for await (const item of client().paginateItems('listCourses', { limit: 2 })) ids.push(item.id);
    expect(ids).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
