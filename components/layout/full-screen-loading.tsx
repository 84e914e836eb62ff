import { ui } from '@/locales/id/ui';
import { Spinner } from '@/components/ui/spinner';

/** Shown while the session loads: the agency logo and a spinner, nothing that could flash wrong content. */
export function FullScreenLoading() {
  return (
    <div
      role="status"
      aria-label={ui.loading}
      data-testid="full-screen-loading"
      style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 24 }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- tiny static SVG, basePath added by hand */}
      <img src="/helpdesk/logo.svg" alt={ui.agency} width={96} height={96} />
      <Spinner large />
    </div>
  );
}
