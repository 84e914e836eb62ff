import { useQuery } from '@tanstack/react-query';
import { webinarKeys } from '@/hooks/query-keys';
import { verifyCertificate } from '@/services/webinars';

/** The public check behind the QR code; an unknown token is a 404, not worth a retry. */
export function useCertificateVerification(token: string | undefined) {
  return useQuery({ queryKey: webinarKeys.certificate(token ?? ''), queryFn: () => verifyCertificate(token ?? ''), enabled: !!token, retry: false });
}
