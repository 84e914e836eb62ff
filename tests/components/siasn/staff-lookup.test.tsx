import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { StaffLookup } from '@/components/siasn/staff-lookup';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

function search(text: string) {
  fireEvent.change(screen.getByLabelText('NIP pegawai'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Tampilkan data' }));
}

describe('StaffLookup', () => {
  it.each(['12345', '1988072020110120031', '198807202011013003', 'NIP198807202011012'])('refuses %s with the NIP rule, before any call', (text) => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    const { router } = renderWithProviders(<StaffLookup />, { session: sessionFor('agent') });
    search(text);
    expect(screen.getByText('NIP harus 18 angka, dengan angka ke-15 berisi 1 (laki-laki) atau 2 (perempuan).')).toBeInTheDocument();
    expect(screen.getByLabelText('NIP pegawai').getAttribute('aria-invalid')).toBe('true');
    expect(router.push).not.toHaveBeenCalled();
    expect(requests.filter((url) => url.includes('/siasn/'))).toEqual([]);
  });

  it('opens the data utama of a well-formed NIP, spaces as pasted dropped', () => {
    const { router } = renderWithProviders(<StaffLookup />, { session: sessionFor('agent') });
    search(' 19880720 201101 2 003 ');
    expect(router.push).toHaveBeenCalledWith('/pegawai/198807202011012003/data-utama');
  });

  it('clears the message once the NIP is edited', () => {
    renderWithProviders(<StaffLookup />, { session: sessionFor('agent') });
    search('123');
    fireEvent.change(screen.getByLabelText('NIP pegawai'), { target: { value: '1234' } });
    expect(screen.queryByText(/NIP harus 18 angka/)).toBeNull();
  });
});
