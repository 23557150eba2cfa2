import { safeUrl } from '../controls/safeUrl';
import { readDate, readFirstText, readNumber, readRecord } from './read';

/** Where the learner's certificate stands. */
export type CertificateStatus = 'not-earned' | 'pending' | 'issued';

/** What the host knows about the learner's certificate (from its own records or GET /api-certificates). */
export interface CertificateInfo {
  status: CertificateStatus;
  certificateNumber?: string | null;
  creditHours?: number | null;
  creditType?: string | null;
  /** Public verification page (https; http only with `allowHttp`). */
  verificationUrl?: string | null;
  /** Where the learner downloads the certificate, if the host has one. */
  downloadUrl?: string | null;
  /** ISO date or date-time of issue. */
  issuedAt?: string | null;
}

/** The certificate as shown; URLs already through safeUrl. */
export interface CertificateView {
  status: CertificateStatus;
  number: string | null;
  creditHours: number | null;
  creditType: string | null;
  verificationUrl: string | null;
  downloadUrl: string | null;
  issuedAt: Date | null;
}

const STATUS_WORDS: Readonly<Record<string, CertificateStatus>> = {
  'not-earned': 'not-earned',
  not_earned: 'not-earned',
  none: 'not-earned',
  pending: 'pending',
  processing: 'pending',
  generating: 'pending',
  issued: 'issued',
  generated: 'issued',
  complete: 'issued',
  completed: 'issued',
};

/**
 * Reads a host certificate record tolerantly (camelCase or the service's snake_case, including
 * `certificate_id`). Without a known status, a certificate number means issued.
 */
export function readCertificate(input: unknown, options: { allowHttp?: boolean } = {}): CertificateView {
  const source = readRecord(input);
  const number = readFirstText(source, ['certificateNumber', 'certificate_number', 'certificate_id', 'certificateId']);
  const word = readFirstText(source, ['status', 'certificate_status'])?.toLowerCase() ?? null;
  const status: CertificateStatus = (word ? STATUS_WORDS[word] : undefined) ?? (number ? 'issued' : 'not-earned');
  const url = (keys: string[]) => safeUrl(readFirstText(source, keys), { allowHttp: options.allowHttp });
  return {
    status,
    number,
    creditHours: readNumber(source.creditHours ?? source.credit_hours),
    creditType: readFirstText(source, ['creditType', 'credit_type']),
    verificationUrl: url(['verificationUrl', 'verification_url']),
    downloadUrl: url(['downloadUrl', 'download_url', 'certificate_url', 'pdf_url']),
    issuedAt: readDate(source.issuedAt ?? source.issued_at ?? source.completed_at),
  };
}
