import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { OwnProfile } from '@/components/profile/own-profile';
import type { OwnProfile as OwnProfileData } from '@/utils/schemas/knowledge';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

const PROFILE: OwnProfileData = {
  user: {
    id: 7, name: 'Budi Santoso', username: 'budi.santoso', image: null, current_role: 'agent', group: 'MASTER',
    email: 'budi@jatimprov.go.id', employee_number: '199001012020011001', organization_id: null, organization_name: null,
  },
  bio: 'Baris satu\nBaris dua',
  phone: null,
  position: 'Analis Kepegawaian',
  updated_at: null,
};

/** GET answers PROFILE; PATCH bodies are kept and answered by `patch` (the saved profile by default). */
function answer(patched: unknown[], patch?: () => Response) {
  server.use(
    http.get('*/helpdesk/api/profiles', () => HttpResponse.json(PROFILE)),
    http.patch('*/helpdesk/api/profiles', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      patched.push(body);
      return patch?.() ?? HttpResponse.json({ ...PROFILE, position: body.position || null, phone: body.phone || null, bio: body.bio || null });
    }),
  );
}

/** The value (<dd>) next to a label (<dt>). */
function fact(label: string): HTMLElement {
  const value = screen.getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value next to "${label}"`);
  return value;
}

async function openForm() {
  renderWithProviders(<OwnProfile />, { session: sessionFor('agent') });
  fireEvent.click(await screen.findByRole('button', { name: 'Ubah profil' }));
  return screen.getByTestId('profile-form');
}

describe('OwnProfile', { timeout: 20_000 }, () => {
  it('shows the account and the profile, a dash for what is missing, and the public page link', async () => {
    answer([]);
    renderWithProviders(<OwnProfile />, { session: sessionFor('agent') });

    const card = await screen.findByTestId('own-profile');
    expect(within(card).getByText('Budi Santoso')).toBeInTheDocument();
    expect(within(card).getByText('Agen').classList.contains('tag')).toBe(true);
    expect(fact('Nama pengguna').textContent).toBe('budi.santoso');
    expect(fact('Email').textContent).toBe('budi@jatimprov.go.id');
    expect(fact('Unit organisasi').textContent).toBe('-');
    expect(fact('Jabatan').textContent).toBe('Analis Kepegawaian');
    expect(fact('Telepon').textContent).toBe('-');
    expect(fact('Bio').textContent).toBe('Baris satu\nBaris dua');
    expect(within(card).getByRole('link', { name: 'Profil Pengguna' }).getAttribute('href')).toBe('/profile/7');
  });

  it('edits in place: labelled fields filled with the profile, the profile facts give way to them', async () => {
    answer([]);
    const form = await openForm();

    expect((within(form).getByLabelText('Jabatan') as HTMLInputElement).value).toBe('Analis Kepegawaian');
    expect((within(form).getByLabelText('Telepon') as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText('Bio') as HTMLTextAreaElement).value).toBe('Baris satu\nBaris dua');
    expect(screen.queryByText('Jabatan', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ubah profil' })).toBeNull();

    fireEvent.click(within(form).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByTestId('profile-form')).toBeNull();
    expect(fact('Jabatan').textContent).toBe('Analis Kepegawaian');
  });

  it('refuses a wrong phone number with the schema message on the field, focused, and sends nothing', async () => {
    const patched: unknown[] = [];
    answer(patched);
    const form = await openForm();
    const phone = within(form).getByLabelText('Telepon');

    fireEvent.change(phone, { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(document.getElementById('profile-phone-error')?.textContent).toBe('Nomor telepon tidak valid'));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toBe('profile-phone-error');
    expect(document.activeElement).toBe(phone);
    expect(patched).toEqual([]);

    fireEvent.change(phone, { target: { value: '0812 3456 789' } });
    expect(document.getElementById('profile-phone-error')?.textContent).toBe('');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
  });

  it('saves, toasts and shows the saved profile', async () => {
    const patched: unknown[] = [];
    answer(patched);
    const form = await openForm();

    fireEvent.change(within(form).getByLabelText('Telepon'), { target: { value: '0812 3456 789' } });
    fireEvent.submit(form);

    expect(await screen.findByText('Profil disimpan')).toBeInTheDocument();
    expect(patched).toEqual([{ position: 'Analis Kepegawaian', phone: '0812 3456 789', bio: 'Baris satu\nBaris dua' }]);
    await waitFor(() => expect(screen.queryByTestId('profile-form')).toBeNull());
    expect(fact('Telepon').textContent).toBe('0812 3456 789');
  });

  it("puts the API's field errors on their fields", async () => {
    answer([], () => HttpResponse.json({ code: 'VALIDATION_ERROR', message: 'Data tidak valid', fields: [{ path: 'bio', message: 'Bio terlalu panjang' }] }, { status: 400 }));
    const form = await openForm();
    const bio = within(form).getByLabelText('Bio');

    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(document.getElementById('profile-bio-error')?.textContent).toBe('Bio terlalu panjang'));
    expect(bio.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(bio);
    expect(screen.getByTestId('profile-form')).toBeInTheDocument();
  });
});
