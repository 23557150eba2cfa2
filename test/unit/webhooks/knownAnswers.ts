/**
 * Known-answer vectors computed outside this library, on the development machine, with
 * OpenSSL 3.0.19:
 *
 *   { printf '%s.' "$TIMESTAMP"; cat body.json; } | openssl dgst -sha256 -hmac 'whsec_test_secret'
 *
 * where body.json holds the exact bytes of the body below (no trailing newline; the unicode body
 * UTF-8 encoded).
 */
export const SECRET = 'whsec_test_secret';

/** 2026-01-01T00:00:00Z in Unix seconds. */
export const SENT_AT_SECONDS = '1767225600';
export const SENT_AT_MS = 1_767_225_600_000;

export const ENROLLMENT_BODY =
  '{"event":"enrollment.created","timestamp":"2026-01-01T00:00:00Z","data":{"enrollment_id":"e-1","activity_id":"a-1","user_id":"u-1","enrollment_type":"api","payment_completed":true,"enrolled_at":"2026-01-01T00:00:00Z"}}';
export const ENROLLMENT_SIGNATURE = 'c975e947a2e4de0da1e98dda6e6e6bdb53eb339c62f91fa00b7ff4e6fb4d824d';

export const UNICODE_TITLE = 'Zo\u00eb\u2019s \u5fc3\u4e0d\u5168 case \u{1fac0} \u2014 na\u00efve \u201cquotes\u201d';
export const CERTIFICATE_BODY = `{"event":"certificate.issued","timestamp":"2026-01-01T00:00:00Z","data":{"certificate_id":"c-1","enrollment_id":"e-1","activity_id":"a-1","user_id":"u-1","certificate_number":"CE-0001","activity_title":"${UNICODE_TITLE}","credit_hours":1.5,"verification_url":"https://verify.example/c-1","issued_at":"2026-01-01T00:00:00Z"}}`;
export const CERTIFICATE_SIGNATURE = 'f52e0d19a6a99bf1e77a3716341a6327b231b12f78de27f3e3ff56066cfe83e1';

/** The enrollment body signed with an ISO 8601 timestamp header instead. */
export const SENT_AT_ISO = '2026-01-01T00:00:00Z';
export const ENROLLMENT_ISO_SIGNATURE = '924266e334a8a2dbae706cbaad28707c1003aa8d66db0a6cdeaa54b9e0f1032b';
