/** Raw request body exactly as received: the signature covers these bytes, not a re-serialization. */
export type RawBody = string | Uint8Array | ArrayBuffer;

const encoder = new TextEncoder();

export function toBytes(rawBody: RawBody): Uint8Array {
  if (typeof rawBody === 'string') return encoder.encode(rawBody);
  return rawBody instanceof Uint8Array ? rawBody : new Uint8Array(rawBody);
}

/** The signed message of spec 5.6: `timestamp + '.' + raw body`, as bytes. */
export function signedMessage(timestamp: string, rawBody: RawBody): Uint8Array<ArrayBuffer> {
  const prefix = encoder.encode(`${timestamp}.`);
  const body = toBytes(rawBody);
  const message = new Uint8Array(prefix.length + body.length);
  message.set(prefix, 0);
  message.set(body, prefix.length);
  return message;
}

export function importSigningKey(secret: string): Promise<CryptoKey> {
  if (typeof secret !== 'string' || secret.length === 0) {
    throw new TypeError('webhook secret must be a non-empty string');
  }
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

/**
 * The `X-Webhook-Signature` value the service sends: lowercase hex HMAC-SHA256 of
 * `timestamp.rawBody` keyed with the endpoint secret. For hosts testing their own receivers.
 */
export async function signWebhookPayload(secret: string, timestamp: string, rawBody: RawBody): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await importSigningKey(secret), signedMessage(timestamp, rawBody));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 64 hex digits, or null. Upper case is accepted: it names the same bytes. */
export function hexToBytes(hex: string): Uint8Array | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  const bytes = new Uint8Array(32);
  for (let index = 0; index < 32; index += 1) bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** Compares every byte whatever the first difference, so timing does not leak how much matched. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/** True when `signature` is the HMAC of `timestamp.rawBody` under `secret`. */
export async function isSignatureValid(secret: string, timestamp: string, rawBody: RawBody, signature: Uint8Array): Promise<boolean> {
  const expected = await crypto.subtle.sign('HMAC', await importSigningKey(secret), signedMessage(timestamp, rawBody));
  return constantTimeEqual(new Uint8Array(expected), signature);
}
