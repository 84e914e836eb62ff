import Head from 'next/head';
import { useRouter } from 'next/router';
import { CertificateVerificationView } from '@/components/webinars/certificate-verification-view';
import { ui } from '@/locales/id';
import { webinarsText } from '@/locales/id/webinars';

/** Public (no `auth`): anyone who scans a certificate's QR code sees whether it is valid. */
export default function CertificatePage() {
  const { query, isReady } = useRouter();
  const token = isReady && typeof query.token === 'string' ? query.token : undefined;
  return (
    <div style={{ minHeight: '100vh' }}>
      <Head>
        <title>{`${webinarsText.verify.title} · ${ui.appName}`}</title>
      </Head>
      <main style={{ padding: 24, maxWidth: 720, width: '100%', margin: '0 auto' }}>
        <CertificateVerificationView token={token} />
      </main>
    </div>
  );
}
