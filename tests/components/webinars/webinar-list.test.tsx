import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { WebinarListView } from '@/components/webinars/webinar-list-view';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { page, webinarDetail } from '../../msw/handlers/webinars';
import { renderWithProviders } from '../render';

const serveList = () =>
  server.use(
    http.get('*/helpdesk/api/webinars', () =>
      HttpResponse.json(page([webinarDetail({ id: 1, title: 'Terbit' }), webinarDetail({ id: 2, title: 'Masih Draf', status: 'draft', registration_open: false })])),
    ),
  );

describe('webinar list', { timeout: 20_000 }, () => {
  it('shows admins the status tags (published green, draft red) and the Tambah button', async () => {
    serveList();
    renderWithProviders(<WebinarListView />, { session: sessionFor('admin'), path: '/webinar' });
    const list = await screen.findByTestId('webinar-list');
    await within(list).findByText('Masih Draf');
    expect(within(list).getByText('Terbit', { selector: '[data-status]' }).className).toContain('tag-green');
    expect(within(list).getByText('Draf', { selector: '[data-status]' }).className).toContain('tag-red');
    expect(screen.getByRole('link', { name: 'Tambah webinar' }).getAttribute('href')).toBe('/helpdesk/webinar/kelola/baru');
  });

  it('shows other people the cards without status tags or the Tambah button', async () => {
    serveList();
    renderWithProviders(<WebinarListView />, { session: sessionFor('user'), path: '/webinar' });
    const list = await screen.findByTestId('webinar-list');
    await within(list).findByText('Terbit');
    expect(list.querySelector('[data-status]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Tambah webinar' })).toBeNull();
    expect(within(list).getByRole('link', { name: 'Terbit' }).getAttribute('href')).toContain('/webinar/1');
  });
});
