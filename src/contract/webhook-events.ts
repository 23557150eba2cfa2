/** The six webhook events of spec section 6. */
export interface EnrollmentCreatedData {
  enrollment_id: string;
  activity_id: string;
  user_id: string;
  enrollment_type: string;
  payment_completed: boolean;
  enrolled_at: string;
}

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

export interface EventRegistrationCreatedData {
  registration_id: string;
  event_id: string;
  event_title: string;
  user_id: string;
  status: string;
  created_at: string;
}

export interface EventAttendanceRecordedData {
  registration_id: string;
  event_id: string;
  user_id: string;
  attended: boolean;
  attendance_percentage: number;
  duration_minutes: number;
  meets_minimum: boolean;
}

export interface PayoutPaidData {
  payout_id: string;
  organization_id: string;
  amount: number;
  currency: string;
  status: string;
  purchase_id: string;
  stripe_transfer_id: string;
}

interface WebhookEventOf<E extends string, D> {
  event: E;
  timestamp: string;
  data: D;
}

export type WebhookEvent =
  | WebhookEventOf<'enrollment.created', EnrollmentCreatedData>
  | WebhookEventOf<'progress.updated', ProgressUpdatedData>
  | WebhookEventOf<'certificate.issued', CertificateIssuedData>
  | WebhookEventOf<'event.registration.created', EventRegistrationCreatedData>
  | WebhookEventOf<'event.attendance.recorded', EventAttendanceRecordedData>
  | WebhookEventOf<'payout.paid', PayoutPaidData>;

export type WebhookEventType = WebhookEvent['event'];

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
export const WEBHOOK_TIMESTAMP_HEADER = 'X-Webhook-Timestamp';
