import type {
  CatalogItemPayload,
  CertificateRecordPayload,
  CourseBody,
  CourseContentPayload,
  CourseRecordPayload,
  CreateEnrollmentBody,
  EnrollmentChangesBody,
  EnrollmentRecordPayload,
  EventRegistrationBody,
  EventRegistrationRecordPayload,
  LearnerActivityQuery,
  ListCoursesQuery,
  LiveEventRecordPayload,
  PagedListQuery,
  PayoutRecordPayload,
  ProgressRecordPayload,
  SubmitProgressBody,
  SubmitProgressResultPayload,
  SubscriptionPlanPayload,
  TransactionRecordPayload,
  WebhookEndpointBody,
  WebhookEndpointRecordPayload,
  WhoAmIPayload,
} from '../contract';
import type { CallOptions } from './options';
import type { PaginateOptions } from './paginate';
import type { RateLimitInfo } from './rateLimit';
import type { ApiResult, ListResult } from './results';

/** What a client method answers: the service's `data` for one record, with its revision and rate limit. */
export type ApiCall<T> = Promise<ApiResult<T>>;
/** What a list method answers: one page of records, with its pagination. */
export type ApiListCall<T> = Promise<ListResult<T>>;

/** One typed method per endpoint of spec section 4. Every method rejects with an ApiError subclass. */
export interface CourseServiceClient {
  /** GET /api-whoami: the key's organization and scopes. */
  whoami(options?: CallOptions): ApiCall<WhoAmIPayload>;
  /** GET /api-courses (courses:read). */
  listCourses(query?: ListCoursesQuery, options?: CallOptions): ApiListCall<CatalogItemPayload>;
  /** POST /api-courses (courses:write). */
  createCourse(body: CourseBody, options?: CallOptions): ApiCall<CourseRecordPayload>;
  /** PUT /api-courses?course_id= (courses:write). */
  updateCourse(courseId: string, changes: CourseBody, options?: CallOptions): ApiCall<CourseRecordPayload>;
  /** DELETE /api-courses?course_id= (courses:write). */
  deleteCourse(courseId: string, options?: CallOptions): ApiCall<unknown>;
  /** GET /api-course-content?course_id= (content:read); re-fetch it to re-sign expiring media. */
  getCourseContent(courseId: string, options?: CallOptions): ApiCall<CourseContentPayload>;
  /** POST /api-enrollments (enrollments:write). */
  createEnrollment(body: CreateEnrollmentBody, options?: CallOptions): ApiCall<EnrollmentRecordPayload>;
  /** GET /api-enrollments (enrollments:read). */
  listEnrollments(query?: PagedListQuery, options?: CallOptions): ApiListCall<EnrollmentRecordPayload>;
  /** PUT /api-enrollments?enrollment_id= (enrollments:write). */
  updateEnrollment(enrollmentId: string, changes: EnrollmentChangesBody, options?: CallOptions): ApiCall<EnrollmentRecordPayload>;
  /** DELETE /api-enrollments?enrollment_id= (enrollments:write). */
  cancelEnrollment(enrollmentId: string, options?: CallOptions): ApiCall<unknown>;
  /** POST /api-submit-progress (progress:write): the server validates and scores. */
  submitProgress(body: SubmitProgressBody, options?: CallOptions): ApiCall<SubmitProgressResultPayload>;
  /** GET /api-progress?activity_id=&user_id= (progress:read). */
  getProgress(query: { activity_id: string; user_id: string }, options?: CallOptions): ApiCall<ProgressRecordPayload>;
  /** GET /api-progress/{id} (progress:read): phase-level scores and pass/fail. */
  getProgressById(id: string, options?: CallOptions): ApiCall<ProgressRecordPayload>;
  /** GET /api-certificates (certificates:read). */
  listCertificates(query?: LearnerActivityQuery, options?: CallOptions): ApiListCall<CertificateRecordPayload>;
  /** GET /api-transactions (transactions:read). */
  listTransactions(query?: PagedListQuery, options?: CallOptions): ApiListCall<TransactionRecordPayload>;
  /** GET /api-events (events:read). */
  listEvents(query?: PagedListQuery, options?: CallOptions): ApiListCall<LiveEventRecordPayload>;
  /** GET /api-event-registrations (registrations:read). */
  listEventRegistrations(query?: PagedListQuery, options?: CallOptions): ApiListCall<EventRegistrationRecordPayload>;
  /** POST /api-event-registrations (registrations:write). */
  createEventRegistration(body: EventRegistrationBody, options?: CallOptions): ApiCall<EventRegistrationRecordPayload>;
  /** GET /api-payouts (payouts:read). */
  listPayouts(query?: PagedListQuery, options?: CallOptions): ApiListCall<PayoutRecordPayload>;
  /** GET /api-webhooks (webhooks:read). */
  listWebhooks(query?: PagedListQuery, options?: CallOptions): ApiListCall<WebhookEndpointRecordPayload>;
  /** POST /api-webhooks (webhooks:write). */
  createWebhook(body: WebhookEndpointBody, options?: CallOptions): ApiCall<WebhookEndpointRecordPayload>;
  /** PUT /api-webhooks?webhook_id= (webhooks:write). */
  updateWebhook(webhookId: string, changes: WebhookEndpointBody, options?: CallOptions): ApiCall<WebhookEndpointRecordPayload>;
  /** DELETE /api-webhooks?webhook_id= (webhooks:write). */
  deleteWebhook(webhookId: string, options?: CallOptions): ApiCall<unknown>;
  /** GET /get-subscription-plans: sent without the API key, never rate limited. */
  listSubscriptionPlans(options?: CallOptions): ApiListCall<SubscriptionPlanPayload>;

  /** Every page of a list endpoint, starting at `query.page` (default 1), until `hasMore` is false. */
  paginate<M extends PageableMethod>(method: M, query?: QueryOf<M>, options?: PaginateOptions): AsyncGenerator<ListResult<ItemOf<M>>>;
  /** Every item of every page of a list endpoint. */
  paginateItems<M extends PageableMethod>(method: M, query?: QueryOf<M>, options?: PaginateOptions): AsyncGenerator<ItemOf<M>>;
  /** The last `X-RateLimit-*` headers seen, or null before any. */
  readonly rateLimit: RateLimitInfo | null;
}

/** List methods that take `page` and can be walked by `paginate`. */
export type PageableMethod =
  | 'listCourses'
  | 'listEnrollments'
  | 'listCertificates'
  | 'listTransactions'
  | 'listEvents'
  | 'listEventRegistrations'
  | 'listPayouts'
  | 'listWebhooks';

/** The query a pageable client method takes. */
export type QueryOf<M extends PageableMethod> = NonNullable<Parameters<CourseServiceClient[M]>[0]>;
/** One item of the list a pageable client method returns. */
export type ItemOf<M extends PageableMethod> = Awaited<ReturnType<CourseServiceClient[M]>>['data'][number];
