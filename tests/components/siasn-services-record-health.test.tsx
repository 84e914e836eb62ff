import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RecordHealthView } from '@/components/siasn/record-health/record-health-view';
import { fixHref } from '@/components/siasn/record-health/record-problem-list';
import { DataUtamaSection } from '@/components/siasn/data-utama-section';
import { server } from '../msw/server';
import { sessionFor } from '../msw/handlers/auth';
import { ownProfileHandler, SIASN_NIP } from '../msw/handlers/siasn';
import { EMAIL_NOTE, RECORD_PROBLEMS, recordHealthApi } from '../msw/siasn-services-handlers';
import { renderWithProviders } from './render';

function open(handlers = recordHealthApi(), nip: string | null = null) {
  server.use(...handlers);
  renderWithProviders(<RecordHealthView nip={nip} />, { session: sessionFor('user') });
}

describe('Kesehatan data', { timeout: 20_000 }, () => {
  it('counts the problems and groups them by the section that fixes them, each with its severity and fix', async () => {
    open();
    const summary = await screen.findByTestId('record-health-summary');
    expect(summary.textContent).toContain('3 masalah ditemukan');
    expect(within(summary).getByText('1 perlu segera diperbaiki').className).toContain('tag-red');
    expect(within(summary).getByText('2 sebaiknya diperbaiki').className).toContain('tag-gold');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Ubah Biodata', 'Diklat/Kursus', 'Gelar pada nama']);
    const nik = within(screen.getByTestId('record-problems-ubah-data')).getByTestId('record-problem');
    expect(nik.dataset.severity).toBe('error');
    expect(within(nik).getByRole('img', { name: 'Perlu diperbaiki' })).toBeInTheDocument();
    expect(within(nik).getByRole('link', { name: 'Perbaiki' }).getAttribute('href')).toBe('/pemutakhiran-data/ubah-data');
    const gelar = within(screen.getByTestId('record-problems-gelar')).getByTestId('record-problem');
    expect(within(gelar).getByRole('link', { name: 'Perbaiki' }).getAttribute('href')).toBe('/pemutakhiran-data/gelar');
  });

  it('says which e-mail is official where two differ and neither is wrong, offers no fix and counts it as no problem', async () => {
    open(recordHealthApi([...RECORD_PROBLEMS, EMAIL_NOTE]));
    const summary = await screen.findByTestId('record-health-summary');
    expect(summary.textContent).toContain('3 masalah ditemukan');
    const notes = screen.getByTestId('record-notes');
    expect(within(notes).getAllByTestId('record-problem')).toHaveLength(1);
    expect(notes.textContent).toContain('Email resmi kepegawaian Anda adalah email di SIASN');
    expect(within(notes).getByRole('img', { name: 'Untuk diketahui' })).toBeInTheDocument();
    expect(within(notes).queryByRole('link')).toBeNull();
    expect(within(screen.getByTestId('record-problems-ubah-data')).getAllByTestId('record-problem')).toHaveLength(1);
  });

  it('with only a note, the data is complete and the note still shows', async () => {
    open(recordHealthApi([EMAIL_NOTE]));
    expect((await screen.findByTestId('record-health-complete')).textContent).toContain('Data Anda lengkap');
    expect(screen.getByTestId('record-notes').textContent).toContain('tidak ada yang perlu diubah');
    expect(screen.queryByRole('link', { name: 'Perbaiki' })).toBeNull();
  });

  it('says the data is complete when nothing is wrong', async () => {
    open(recordHealthApi([]));
    expect((await screen.findByTestId('record-health-complete')).textContent).toContain('Data Anda lengkap');
    expect(screen.queryByTestId('record-health-summary')).toBeNull();
  });

  it("sends staff to the same section of the person's record, never to the owner's Gelar page", () => {
    expect(fixHref('/pemutakhiran-data/diklat', null)).toBe('/pemutakhiran-data/diklat');
    expect(fixHref('/pemutakhiran-data/usulan-siasn/inbox-usulan', SIASN_NIP)).toBe(`/pegawai/${SIASN_NIP}/usulan-siasn/inbox-usulan`);
    expect(fixHref('/pemutakhiran-data/gelar', SIASN_NIP)).toBeNull();
  });

  it('is linked from the own Data Utama', async () => {
    server.use(ownProfileHandler());
    renderWithProviders(<DataUtamaSection nip={null} />, { session: sessionFor('user') });
    expect((await screen.findByTestId('record-health-link')).getAttribute('href')).toBe('/pemutakhiran-data/kesehatan-data');
  });
});
