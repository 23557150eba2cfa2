/** The six webhook events of spec section 6. */
export interface EnrollmentCreatedData {
  enrollment_id: string;
  activity_id: string;
  user_id: string;
  enrollment_type: string;
  payment_completed: boolean;
  enrolled_at: string;
}

/** The `data` of a `progress.updated` webhook event: a learner's progress in a course changed. */
export interface ProgressUpdatedData {
  enrollment_id: string;
  activity_id: string;
  user_id: string;
  phase_type: string;
  phase_title: string;
  score: number;
  passed: boolean;
  time_spent_minutes: number;
  completed_phases: number;
  total_phases: number;
}

/** The `data` of a `certificate.issued` webhook event. */
export interface CertificateIssuedData {
  certificate_id: string;
  enrollment_id: string;
  activity_id: string;
  user_id: string;
  certificate_number: string;
  activity_title: string;
  credit_hours: number;
  verification_url: string;
  issued_at: string;
}

/** The `data` of an `event.registration.created` webhook event. */
export interface EventRegistrationCreatedData {
  registration_id: string;
  event_id: string;
  event_title: string;
  user_id: string;
  status: string;
  created_at: string;
}

/** The `data` of an `event.attendance.recorded` webhook event. */
export interface EventAttendanceRecordedData {
  registration_id: string;
  event_id: string;
  user_id: string;
  attended: boolean;
  attendance_percentage: number;
  duration_minutes: number;
  meets_minimum: boolean;
}

/** The `data` of a `payout.paid` webhook event. */
export interface PayoutPaidData {
  payout_id: string;
  organization_id: string;
  amount: number;
  currency: string;
  status: string;
  purchase_id: string;
  stripe_transfer_id: string;
}

/** One webhook event of type `E`, carrying `D` as its `data`: the envelope every event shares (spec 6). */
export interface WebhookEventOf<E extends string, D> {
  event: E;
  timestamp: string;
  data: D;
}

/** A verified webhook event (`verifyWebhook`): its `event` name and the `data` typed for it. */
export type WebhookEvent =
  | WebhookEventOf<'enrollment.created', EnrollmentCreatedData>
  | WebhookEventOf<'progress.updated', ProgressUpdatedData>
  | WebhookEventOf<'certificate.issued', CertificateIssuedData>
  | WebhookEventOf<'event.registration.created', EventRegistrationCreatedData>
  | WebhookEventOf<'event.attendance.recorded', EventAttendanceRecordedData>
  | WebhookEventOf<'payout.paid', PayoutPaidData>;

/** The name of a webhook event, as its `event` field carries it. */
export type WebhookEventType = WebhookEvent['event'];

/** Every webhook event name this library reads; `verifyWebhook` reports others as `unknown_event`. */
export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = [
  'enrollment.created',
  'progress.updated',
  'certificate.issued',
  'event.registration.created',
  'event.attendance.recorded',
  'payout.paid',
];

/** Signature headers of webhook deliveries (spec 5.6). */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Webhook-Signature';
/** The header carrying a webhook's timestamp, signed with its body. */
export const WEBHOOK_TIMESTAMP_HEADER = 'X-Webhook-Timestamp';
