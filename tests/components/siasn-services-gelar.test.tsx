import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GelarView } from '@/components/siasn/gelar/gelar-view';
import { PendidikanSection } from '@/components/siasn/pendidikan-section';
import { server } from '../msw/server';
import { sessionFor } from '../msw/handlers/auth';
import { gelarApi, usulanApi } from '../msw/siasn-services-handlers';
import { renderWithProviders } from './render';

beforeAll(async () => {
  await import('@/components/siasn/usulan/usulan-drawer');
}, 60_000);

function open(api = gelarApi()) {
  server.use(...api.handlers, ...usulanApi().handlers);
  renderWithProviders(<GelarView />, { session: sessionFor('user') });
  return api;
}

const degrees = () => screen.getAllByTestId('gelar-degree');
const degree = (name: string) => degrees().find((d) => d.textContent?.includes(name)) as HTMLElement;

describe('Gelar page', { timeout: 20_000 }, () => {
  it('lists the degrees with a switch per place, off where the degree has no title there, and tags the one already in the name', async () => {
    open();
    await waitFor(() => expect(degrees()).toHaveLength(3));
    expect(screen.getByTestId('gelar-current').textContent).toBe('Budi Santoso, S.Kom.');
    expect(screen.getByTestId('gelar-preview').textContent).toBe('Budi Santoso, S.Kom.');
    const s1 = degree('Teknik Informatika');
    expect(within(s1).getByText('Sudah tercantum pada nama').className).toContain('tag-green');
    expect(within(s1).getByTestId('gelar-belakang').getAttribute('aria-checked')).toBe('true');
    expect((within(s1).getByTestId('gelar-depan') as HTMLButtonElement).disabled).toBe(true);
    expect(within(s1).getByText('Di depan nama: Tanpa gelar')).toBeInTheDocument();
    const s3 = degree('Ilmu Komputer');
    expect((within(s3).getByTestId('gelar-belakang') as HTMLButtonElement).disabled).toBe(true);
    expect((within(s3).getByTestId('gelar-depan') as HTMLButtonElement).disabled).toBe(false);
    expect(within(s3).queryByText('Sudah tercantum pada nama')).toBeNull();
    expect(within(s3).getByText('Lulus 2024')).toBeInTheDocument();
  });

  it('sends each toggle as PUT and shows the previewed name the API answers', async () => {
    const api = open();
    await waitFor(() => expect(degrees()).toHaveLength(3));
    fireEvent.click(within(degree('Teknik Elektro')).getByTestId('gelar-belakang'));
    await waitFor(() => expect(screen.getByTestId('gelar-preview').textContent).toBe('Budi Santoso, S.Kom., M.T.'));
    fireEvent.click(within(degree('Ilmu Komputer')).getByTestId('gelar-depan'));
    await waitFor(() => expect(screen.getByTestId('gelar-preview').textContent).toBe('Dr. Budi Santoso, S.Kom., M.T.'));
    expect(api.puts).toEqual([
      { pendidikanId: 'pd-2', body: { lokasi: 'belakang', checked: true } },
      { pendidikanId: 'pd-3', body: { lokasi: 'depan', checked: true } },
    ]);
    expect(within(degree('Teknik Elektro')).getByTestId('gelar-belakang').getAttribute('aria-checked')).toBe('true');
    // Unchecking takes a title out again.
    fireEvent.click(within(degree('Teknik Informatika')).getByTestId('gelar-belakang'));
    await waitFor(() => expect(screen.getByTestId('gelar-preview').textContent).toBe('Dr. Budi Santoso, M.T.'));
    expect(api.puts.at(-1)).toEqual({ pendidikanId: 'pd-1', body: { lokasi: 'belakang', checked: false } });
  });

  it('proposes the previewed titles: the button waits for a change, then opens the usulan drawer filled with them', async () => {
    open();
    await waitFor(() => expect(degrees()).toHaveLength(3));
    const propose = screen.getByRole('button', { name: 'Ajukan pencantuman gelar' });
    expect((propose as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Nama dengan gelar yang dipilih sama dengan nama di SIASN.')).toBeInTheDocument();
    fireEvent.click(within(degree('Ilmu Komputer')).getByTestId('gelar-depan'));
    await waitFor(() => expect((propose as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(propose);
    const form = await screen.findByTestId('usulan-form');
    expect((within(form).getByLabelText('Jenis usulan') as HTMLSelectElement).value).toBe('pencantuman-gelar');
    expect((within(form).getByLabelText('Gelar depan') as HTMLInputElement).value).toBe('Dr.');
    expect((within(form).getByLabelText('Gelar belakang') as HTMLInputElement).value).toBe('S.Kom.');
  });

  it('is linked from the own Pendidikan section', async () => {
    renderWithProviders(<PendidikanSection nip={null} />, { session: sessionFor('user') });
    expect((await screen.findByTestId('gelar-link')).getAttribute('href')).toBe('/pemutakhiran-data/gelar');
  });
});
