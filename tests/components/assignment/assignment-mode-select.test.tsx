import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AssignmentModeSelect } from '@/components/assignment/assignment-mode-select';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { REF_SUB_CATEGORIES } from '../../msw/handlers/knowledge';
import { renderWithProviders } from '../render';

const row = REF_SUB_CATEGORIES[0];

describe('AssignmentModeSelect', () => {
  it('an admin switches a sub-category to automatic (PUT .../assignment)', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put(`*/helpdesk/api/ref/sub-categories/${row.id}/assignment`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: row.id, assignment_mode: 'automatic' });
      }),
    );
    renderWithProviders(<AssignmentModeSelect row={row} />, { session: sessionFor('admin') });
    const select = (await screen.findByLabelText('Penugasan Kenaikan pangkat')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('manual');
    fireEvent.change(select, { target: { value: 'automatic' } });
    await waitFor(() => expect(sent).toEqual([{ mode: 'automatic' }]));
  });

  it('an agent sees the mode but cannot change it', async () => {
    renderWithProviders(<AssignmentModeSelect row={row} />, { session: sessionFor('agent') });
    const select = (await screen.findByLabelText('Penugasan Kenaikan pangkat')) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.value).toBe('manual');
  });
});
