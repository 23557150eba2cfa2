import type { ListFilterQuery } from '../contract';
import type { CourseServiceClient, ItemOf, PageableMethod, QueryOf } from './courseServiceClient';
import type { CallOptions, ClientOptions } from './options';
import { paginatePages, type PaginateOptions } from './paginate';
import { type ListResult, toListResult, toResult, type DataShape } from './results';
import { createTransport, type ServiceRequest } from './transport';

/** A typed client for the delivery service. Server-side only: it holds an API key. */
export function createClient(options: ClientOptions): CourseServiceClient {
  const transport = createTransport(options);
  const request = async <T>(shape: DataShape, call: ServiceRequest, callOptions?: CallOptions) =>
    toResult<T>(await transport.send(call, callOptions), shape);
  const list = async <T>(path: string, query: object | undefined, callOptions?: CallOptions, authenticated = true) =>
    toListResult<T>(await transport.send({ method: 'GET', path, query: query as ListFilterQuery, authenticated }, callOptions));
  const get = <T>(path: string, query: ListFilterQuery | undefined, o?: CallOptions) =>
    request<T>('object', { method: 'GET', path, query, authenticated: true }, o);
  const write = <T>(method: 'POST' | 'PUT', path: string, body: unknown, query: ListFilterQuery | undefined, o?: CallOptions) =>
    request<T>('object', { method, path, body, query, authenticated: true }, o);
  const remove = (path: string, query: ListFilterQuery, o?: CallOptions) =>
    request<unknown>('any', { method: 'DELETE', path, query, authenticated: true }, o);

  const client: CourseServiceClient = {
    whoami: (o) => get('/api-whoami', undefined, o),
    listCourses: (query, o) => list('/api-courses', query, o),
    createCourse: (body, o) => write('POST', '/api-courses', body, undefined, o),
    updateCourse: (courseId, changes, o) => write('PUT', '/api-courses', changes, { course_id: courseId }, o),
    deleteCourse: (courseId, o) => remove('/api-courses', { course_id: courseId }, o),
    getCourseContent: (courseId, o) => get('/api-course-content', { course_id: courseId }, o),
    createEnrollment: (body, o) => write('POST', '/api-enrollments', body, undefined, o),
    listEnrollments: (query, o) => list('/api-enrollments', query, o),
    updateEnrollment: (id, changes, o) => write('PUT', '/api-enrollments', changes, { enrollment_id: id }, o),
    cancelEnrollment: (id, o) => remove('/api-enrollments', { enrollment_id: id }, o),
    submitProgress: (body, o) => write('POST', '/api-submit-progress', body, undefined, o),
    getProgress: (query, o) => get('/api-progress', query, o),
    getProgressById: (id, o) => get(`/api-progress/${encodeURIComponent(id)}`, undefined, o),
    listCertificates: (query, o) => list('/api-certificates', query, o),
    listTransactions: (query, o) => list('/api-transactions', query, o),
    listEvents: (query, o) => list('/api-events', query, o),
    listEventRegistrations: (query, o) => list('/api-event-registrations', query, o),
    createEventRegistration: (body, o) => write('POST', '/api-event-registrations', body, undefined, o),
    listPayouts: (query, o) => list('/api-payouts', query, o),
    listWebhooks: (query, o) => list('/api-webhooks', query, o),
    createWebhook: (body, o) => write('POST', '/api-webhooks', body, undefined, o),
    updateWebhook: (id, changes, o) => write('PUT', '/api-webhooks', changes, { webhook_id: id }, o),
    deleteWebhook: (id, o) => remove('/api-webhooks', { webhook_id: id }, o),
    listSubscriptionPlans: (o) => list('/get-subscription-plans', undefined, o, false),

    paginate<M extends PageableMethod>(method: M, query?: QueryOf<M>, options: PaginateOptions = {}) {
      const { maxPages, ...callOptions } = options;
      const listPage = client[method] as (q: object, o: CallOptions) => Promise<ListResult<ItemOf<M>>>;
      const firstPage = (query as { page?: number } | undefined)?.page ?? 1;
      return paginatePages((page) => listPage({ ...query, page }, callOptions), firstPage, maxPages);
    },
    async *paginateItems<M extends PageableMethod>(method: M, query?: QueryOf<M>, options?: PaginateOptions) {
      for await (const page of client.paginate(method, query, options)) yield* page.data as ItemOf<M>[];
    },
    get rateLimit() {
      return transport.rateLimit;
    },
  };
  return client;
}
