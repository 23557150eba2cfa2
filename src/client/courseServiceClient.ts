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

type Call<T> = Promise<ApiResult<T>>;
type List<T> = Promise<ListResult<T>>;

/** One typed method per endpoint of spec section 4. Every method rejects with an ApiError subclass. */
export interface CourseServiceClient {
  /** GET /api-whoami: the key's organization and scopes. */
  whoami(options?: CallOptions): Call<WhoAmIPayload>;
  /** GET /api-courses (courses:read). */
  listCourses(query?: ListCoursesQuery, options?: CallOptions): List<CatalogItemPayload>;
  /** POST /api-courses (courses:write). */
  createCourse(body: CourseBody, options?: CallOptions): Call<CourseRecordPayload>;
  /** PUT /api-courses?course_id= (courses:write). */
  updateCourse(courseId: string, changes: CourseBody, options?: CallOptions): Call<CourseRecordPayload>;
  /** DELETE /api-courses?course_id= (courses:write). */
  deleteCourse(courseId: string, options?: CallOptions): Call<unknown>;
  /** GET /api-course-content?course_id= (content:read); re-fetch it to re-sign expiring media. */
  getCourseContent(courseId: string, options?: CallOptions): Call<CourseContentPayload>;
  /** POST /api-enrollments (enrollments:write). */
  createEnrollment(body: CreateEnrollmentBody, options?: CallOptions): Call<EnrollmentRecordPayload>;
  /** GET /api-enrollments (enrollments:read). */
  listEnrollments(query?: PagedListQuery, options?: CallOptions): List<EnrollmentRecordPayload>;
  /** PUT /api-enrollments?enrollment_id= (enrollments:write). */
  updateEnrollment(enrollmentId: string, changes: EnrollmentChangesBody, options?: CallOptions): Call<EnrollmentRecordPayload>;
  /** DELETE /api-enrollments?enrollment_id= (enrollments:write). */
  cancelEnrollment(enrollmentId: string, options?: CallOptions): Call<unknown>;
  /** POST /api-submit-progress (progress:write): the server validates and scores. */
  submitProgress(body: SubmitProgressBody, options?: CallOptions): Call<SubmitProgressResultPayload>;
  /** GET /api-progress?activity_id=&user_id= (progress:read). */
  getProgress(query: { activity_id: string; user_id: string }, options?: CallOptions): Call<ProgressRecordPayload>;
  /** GET /api-progress/{id} (progress:read): phase-level scores and pass/fail. */
  getProgressById(id: string, options?: CallOptions): Call<ProgressRecordPayload>;
  /** GET /api-certificates (certificates:read). */
  listCertificates(query?: LearnerActivityQuery, options?: CallOptions): List<CertificateRecordPayload>;
  /** GET /api-transactions (transactions:read). */
  listTransactions(query?: PagedListQuery, options?: CallOptions): List<TransactionRecordPayload>;
  /** GET /api-events (events:read). */
  listEvents(query?: PagedListQuery, options?: CallOptions): List<LiveEventRecordPayload>;
  /** GET /api-event-registrations (registrations:read). */
  listEventRegistrations(query?: PagedListQuery, options?: CallOptions): List<EventRegistrationRecordPayload>;
  /** POST /api-event-registrations (registrations:write). */
  createEventRegistration(body: EventRegistrationBody, options?: CallOptions): Call<EventRegistrationRecordPayload>;
  /** GET /api-payouts (payouts:read). */
  listPayouts(query?: PagedListQuery, options?: CallOptions): List<PayoutRecordPayload>;
  /** GET /api-webhooks (webhooks:read). */
  listWebhooks(query?: PagedListQuery, options?: CallOptions): List<WebhookEndpointRecordPayload>;
  /** POST /api-webhooks (webhooks:write). */
  createWebhook(body: WebhookEndpointBody, options?: CallOptions): Call<WebhookEndpointRecordPayload>;
  /** PUT /api-webhooks?webhook_id= (webhooks:write). */
  updateWebhook(webhookId: string, changes: WebhookEndpointBody, options?: CallOptions): Call<WebhookEndpointRecordPayload>;
  /** DELETE /api-webhooks?webhook_id= (webhooks:write). */
  deleteWebhook(webhookId: string, options?: CallOptions): Call<unknown>;
  /** GET /get-subscription-plans: sent without the API key, never rate limited. */
  listSubscriptionPlans(options?: CallOptions): List<SubscriptionPlanPayload>;

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
