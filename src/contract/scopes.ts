/** API-key scopes of spec section 5. */
export const SCOPES = [
  'courses:read',
  'courses:write',
  'content:read',
  'enrollments:read',
  'enrollments:write',
  'progress:read',
  'progress:write',
  'completions:write',
  'certificates:read',
  'transactions:read',
  'events:read',
  'registrations:read',
  'registrations:write',
  'outcomes:read',
  'payouts:read',
  'webhooks:read',
  'webhooks:write',
  'admin',
] as const;

/** A permission an API key may hold (`courses:read`, …). */
export type Scope = (typeof SCOPES)[number];

/** Prefix every API key starts with (spec 5.2). */
export const API_KEY_PREFIX = 'cbapi_';
