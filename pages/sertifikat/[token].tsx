import { useRouter } from 'next/router';
import { PublicPage } from '@/components/layout/public-page';
import { CertificateVerificationView } from '@/components/webinars/certificate-verification-view';
import { webinarsText } from '@/locales/id/webinars';

/** Public (no `auth`): anyone who scans a certificate's QR code sees whether it is valid. */
export default function CertificatePage() {
  const { query, isReady } = useRouter();
  const token = isReady && typeof query.token === 'string' ? query.token : undefined;
  return (
    <PublicPage title={webinarsText.verify.title} maxWidth={720}>
      <CertificateVerificationView token={token} />
    </PublicPage>
  );
}
