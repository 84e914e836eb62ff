import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { SectionQuery } from '@/components/siasn/section-query';
import { SLOW_AFTER_MS } from '@/components/siasn/siasn-pending';
import { api } from '@/services/api';
import { getSiasnSection } from '@/services/siasn';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

/** Jabatan that SIASN never answers; the abort signals axios was given, one a request, as aborted or not. */
function slowJabatan() {
  const signals: (AbortSignal | undefined)[] = [];
  const get = api.get.bind(api);
  vi.spyOn(api, 'get').mockImplementation((url, config) => {
    signals.push(config?.signal as AbortSignal | undefined);
    return get(url, config);
  });
  server.use(http.get('*/helpdesk/api/siasn/ws/pns/jabatan', () => new Promise<never>(() => undefined)));
  return () => signals.map((signal) => signal?.aborted);
}

const open = () =>
  renderWithProviders(
    <SectionQuery<{ namaJabatan: string }[]> nip={null} section="jabatan">
      {(rows) => <p>{rows[0].namaJabatan}</p>}
    </SectionQuery>,
    { session: sessionFor('user') },
  );

// Only setTimeout is faked (react-query keeps the real one for its notifications): the 3 s are exact, however busy the machine.
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('SIASN slow: the shared waiting state of every SIASN-backed section', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows only the skeleton for 3 s, then says SIASN is slow and keeps waiting', async () => {
    slowJabatan();
    open();
    await pass(SLOW_AFTER_MS - 1);
    expect(screen.getByTestId('siasn-waiting')).toBeInTheDocument();
    expect(screen.queryByTestId('siasn-slow')).toBeNull();
    await pass(1);
    expect(screen.getByTestId('siasn-slow').textContent).toContain('SIASN sedang lambat');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batalkan' })).toBeInTheDocument();
    await pass(15_000);
    expect(screen.getByTestId('siasn-waiting')).toBeInTheDocument();
    expect(screen.queryByTestId('siasn-cancelled')).toBeNull();
  });

  it('"Batalkan" aborts the request and says so; "Coba lagi" sends a new one', async () => {
    const aborted = slowJabatan();
    open();
    await pass(SLOW_AFTER_MS);
    // The buttons are there; what follows runs on the real clock (react-query and React schedule on it).
    vi.useRealTimers();
    await click('Batalkan');
    expect((await screen.findByTestId('siasn-cancelled')).textContent).toContain('Permintaan ke SIASN dibatalkan');
    expect(screen.queryByTestId('siasn-waiting')).toBeNull();
    expect(aborted()).toEqual([true]);
    await click('Coba lagi');
    expect(await screen.findByTestId('siasn-waiting')).toBeInTheDocument();
    expect(screen.queryByTestId('siasn-cancelled')).toBeNull();
    await vi.waitFor(() => expect(aborted()).toEqual([true, false]));
  });

  it('"Coba lagi" while waiting replaces the running request and starts its own 3 s', { timeout: 15_000 }, async () => {
    const aborted = slowJabatan();
    open();
    await pass(SLOW_AFTER_MS);
    vi.useRealTimers();
    await click('Coba lagi');
    expect(screen.queryByTestId('siasn-slow')).toBeNull();
    await vi.waitFor(() => expect(aborted()).toEqual([true, false]));
    expect(screen.getByTestId('siasn-waiting')).toBeInTheDocument();
    expect(await screen.findByTestId('siasn-slow', {}, { timeout: SLOW_AFTER_MS + 2000 })).toBeInTheDocument();
  });
});

describe('the SIASN reads pass the abort signal to axios', () => {
  it('an aborted signal cancels the request', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(getSiasnSection(null, 'jabatan', controller.signal)).rejects.toMatchObject({ code: 'ERR_CANCELED' });
  });
});
