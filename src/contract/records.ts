/**
 * Records and bodies whose shapes the spec does not show (spec 2.9 and 4). Each is an open record:
 * the fields the spec names are typed, everything else passes through as `unknown`
 * (docs/assumptions.md, "Server toolkit").
 */

/** A field bag for records and bodies the spec leaves open. */
export interface OpenRecordPayload {
  [field: string]: unknown;
}

/** Query filters of list endpoints whose parameters are not shown (spec 4). */
export type ListFilterQuery = Record<string, string | number | boolean | null | undefined>;

/** Query of list endpoints: open filters plus the paging pair the spec shows on /api-courses. */
export interface PagedListQuery extends ListFilterQuery {
  page?: number;
  limit?: number;
}

/** Query of GET /api-progress and GET /api-certificates (spec 4). */
export interface LearnerActivityQuery extends PagedListQuery {
  activity_id?: string;
  user_id?: string;
}

/** Record returned by POST /api-enrollments and listed by GET /api-enrollments. */
export interface EnrollmentRecordPayload extends OpenRecordPayload {
  enrollment_id?: string;
  id?: string;
  activity_id?: string;
  user_id?: string;
  enrollment_type?: string;
  payment_completed?: boolean;
  enrolled_at?: string;
}

/** Data of POST /api-submit-progress: score, passed, completion and per-question rationale. */
export interface SubmitProgressResultPayload extends OpenRecordPayload {
  score?: number | null;
  passed?: boolean | null;
}

/** Data of GET /api-progress (spec 2.9: current_phase, completed_phases, time spent, certificate). */
export interface ProgressRecordPayload extends OpenRecordPayload {
  current_phase?: unknown;
  completed_phases?: unknown;
  time_spent_minutes?: number | null;
}

/** A certificate record: certificate_id is usable for verification (spec 4). */
export interface CertificateRecordPayload extends OpenRecordPayload {
  certificate_id?: string;
  certificate_number?: string;
  activity_id?: string;
  user_id?: string;
  verification_url?: string;
}

/** A payment-history record of GET /api-transactions. */
export type TransactionRecordPayload = OpenRecordPayload;

/** A live event of GET /api-events: schedule, venue, capacity, pricing, credited activity. */
export type LiveEventRecordPayload = OpenRecordPayload;

/** A registration of /api-event-registrations; fields follow event.registration.created. */
export interface EventRegistrationRecordPayload extends OpenRecordPayload {
  registration_id?: string;
  event_id?: string;
  user_id?: string;
  status?: string;
}

/** A payout of GET /api-payouts; fields follow payout.paid. */
export interface PayoutRecordPayload extends OpenRecordPayload {
  payout_id?: string;
  organization_id?: string;
  amount?: number;
  currency?: string;
  status?: string;
}

/** A webhook endpoint record of /api-webhooks. */
export interface WebhookEndpointRecordPayload extends OpenRecordPayload {
  id?: string;
  url?: string;
  events?: string[];
}

/** An active plan of GET /get-subscription-plans: pricing and feature limits. */
export type SubscriptionPlanPayload = OpenRecordPayload;

/** A course record returned by POST/PUT/DELETE /api-courses. */
export interface CourseRecordPayload extends OpenRecordPayload {
  id?: string;
  name?: string;
  status?: string;
}

/** Body of POST and PUT /api-courses (not shown by the spec). */
export type CourseBody = OpenRecordPayload;

/** Body of PUT /api-enrollments (not shown by the spec). */
export type EnrollmentChangesBody = OpenRecordPayload;

/** Body of POST /api-event-registrations: registers a learner (not shown beyond that). */
export interface EventRegistrationBody extends OpenRecordPayload {
  event_id?: string;
  user_id?: string;
}

/** Body of POST and PUT /api-webhooks: URL and chosen event types (field names not shown). */
export interface WebhookEndpointBody extends OpenRecordPayload {
  url?: string;
  events?: string[];
}
