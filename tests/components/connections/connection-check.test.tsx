import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { ConnectionCheckView } from '@/components/connections/connection-check-view';
import type { ConnectionLine, ConnectionReport } from '@/utils/schemas/connections';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

const line = (over: Partial<ConnectionLine>): ConnectionLine => ({
  service: 'bank', label: 'Bank: daftar produk', status: 'ok', reachable: true, authenticated: true, shapeOk: true, latencyMs: 42, reason: null, ...over,
});
const REPORT: ConnectionReport = {
  checkedAt: '2026-12-06T03:00:00.000Z',
  ok: false,
  lines: [
    line({}),
    line({ service: 'siasn-token-wso2', label: 'SIASN: token WSO2', status: 'failed', authenticated: false, latencyMs: 17, reason: { code: 'UNAUTHORIZED', detail: '401 token WSO2' } }),
    line({ service: 'zoom', label: 'Zoom: token dan daftar rapat', status: 'not-configured', reachable: null, authenticated: null, shapeOk: null, latencyMs: null, reason: { code: 'NOT_CONFIGURED', detail: 'ZOOM_API_URL' } }),
  ],
};

function serve(answer: () => Promise<Response> | Response) {
  let calls = 0;
  server.use(
    http.get('*/helpdesk/api/admin/connections', async () => {
      calls += 1;
      return answer();
    }),
  );
  return () => calls;
}

const render = () => renderWithProviders(<ConnectionCheckView />, { session: sessionFor('admin'), path: '/admin/koneksi' });
const run = () => fireEvent.click(screen.getByRole('button', { name: /Jalankan pemeriksaan/ }));

describe('Koneksi Layanan', () => {
  it('runs nothing until asked: the empty state says to press the button', () => {
    const calls = serve(() => HttpResponse.json(REPORT));
    render();
    expect(screen.getByText(/Pemeriksaan belum dijalankan/)).toBeInTheDocument();
    expect(calls()).toBe(0);
  });

  it('shows the loading state while the check runs, then a line per service: green, red with its reason, not configured', async () => {
    serve(async () => {
      await delay(150);
      return HttpResponse.json(REPORT);
    });
    render();
    run();
    expect(await screen.findByText('Memeriksa semua layanan...')).toBeInTheDocument();
    await screen.findByText('Kredensial ditolak: 401 token WSO2');
    const item = (service: string) => document.querySelector(`[data-service="${service}"]`) as HTMLElement;
    expect(within(item('bank')).getByText('Terhubung')).toBeInTheDocument();
    expect(within(item('bank')).getByText('42 ms')).toBeInTheDocument();
    expect(within(item('siasn-token-wso2')).getByText('Bermasalah')).toBeInTheDocument();
    expect(within(item('siasn-token-wso2')).getByText('Kredensial ditolak: 401 token WSO2')).toBeInTheDocument();
    expect(within(item('zoom')).getByText('Belum dikonfigurasi')).toBeInTheDocument();
    expect(within(item('zoom')).getByText('Variabel belum diisi: ZOOM_API_URL')).toBeInTheDocument();
    expect(screen.getByText('1 layanan bermasalah: lihat alasannya di bawah.')).toBeInTheDocument();
  });

  it('all green: says every configured service is connected; a second press runs the check again', async () => {
    const calls = serve(() => HttpResponse.json({ ...REPORT, ok: true, lines: [line({})] }));
    render();
    run();
    expect(await screen.findByText('Semua layanan yang dikonfigurasi terhubung.')).toBeInTheDocument();
    run();
    await waitFor(() => expect(calls()).toBe(2));
  });

  it('a failed check says so and offers the button again', async () => {
    serve(() => HttpResponse.json({ code: 'INTERNAL', message: 'Terjadi kesalahan' }, { status: 500 }));
    render();
    run();
    expect(await screen.findByText('Pemeriksaan tidak dapat dijalankan. Coba lagi.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Jalankan pemeriksaan/ }).hasAttribute('disabled')).toBe(false);
  });
});
