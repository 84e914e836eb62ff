import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TicketCreateForm } from '@/components/tickets/create/ticket-create-form';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';
import { chooseNativeOption } from './select-option';

/** Every request msw saw for `path`, with its query and JSON body. */
function record(path: string) {
  const seen: { query: Record<string, string>; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname !== path) return;
    const body = request.method === 'GET' ? null : await request.clone().json();
    seen.push({ query: Object.fromEntries(url.searchParams), body });
  });
  return seen;
}

const titleInput = () => screen.getByPlaceholderText('Tuliskan pertanyaan Anda secara singkat');
const type = (value: string) => fireEvent.change(titleInput(), { target: { value } });

afterEach(() => vi.useRealTimers());

describe('TicketCreateForm', { timeout: 20_000 }, () => {
  // Real timers: fake ones raced React's scheduler on a loaded machine. Consecutive changes are
  // microseconds apart, far inside the 300 ms debounce.
  it('asks for suggestions only once typing rests for 300 ms, from 3 characters', async () => {
    const tickets = record('/helpdesk/api/recommendations/tickets');
    const faqs = record('/helpdesk/api/recommendations/faqs');
    renderWithProviders(<TicketCreateForm />, { session: sessionFor('user'), path: '/tickets/create' });

    type('ke');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(tickets).toHaveLength(0);

    type('kenaikan');
    type('kenaikan pangkat');
    await vi.waitFor(() => expect(tickets).toHaveLength(1), { timeout: 3_000 });
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(tickets.map((r) => r.query)).toEqual([{ title: 'kenaikan pangkat' }]);
    expect(faqs.map((r) => r.query)).toEqual([{ title: 'kenaikan pangkat' }]);
  });

  it('shows similar tickets and FAQs with an expandable answer', async () => {
    renderWithProviders(<TicketCreateForm />, { session: sessionFor('user'), path: '/tickets/create' });

    type('kenaikan pangkat');

    // The panel's code loads once a title is typed.
    const box = await screen.findByTestId('ticket-suggestions', {}, { timeout: 5_000 });
    const similar = await within(box).findByText('Syarat kenaikan pangkat reguler');
    expect(similar.closest('a')?.getAttribute('href')).toBe('/tickets/40');
    const question = within(box).getByText('Kapan periode kenaikan pangkat?');
    const answer = within(box).getByText('Periode April dan Oktober.').closest('details');
    expect(answer?.open).toBe(false);
    fireEvent.click(question);
    expect(answer?.open).toBe(true);
  });

  // Issue 31: on a phone the suggestions come under the title, above the send button, not below the form.
  const SEND = /Kirim Tiket/;
  const before = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  /** The screen as `(min-width: 992px)` sees it (the layout's side column). */
  const screenWide = (matches: boolean) =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (media) => ({ matches, media, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }) as MediaQueryList,
    );
  afterEach(() => vi.restoreAllMocks());

  it('puts the suggestions inside the form, above the send button, on a phone', async () => {
    screenWide(false);
    renderWithProviders(<TicketCreateForm />, { session: sessionFor('user'), path: '/tickets/create' });
    type('kenaikan pangkat');
    const box = await screen.findByTestId('ticket-suggestions', {}, { timeout: 5_000 });
    const form = titleInput().closest('form') as HTMLFormElement;
    expect(form.contains(box)).toBe(true);
    expect(before(titleInput(), box) && before(box, within(form).getByRole('button', { name: SEND }))).toBe(true);
  });

  it('keeps them beside the form on a wide screen', async () => {
    screenWide(true);
    renderWithProviders(<TicketCreateForm />, { session: sessionFor('user'), path: '/tickets/create' });
    type('kenaikan pangkat');
    const box = await screen.findByTestId('ticket-suggestions', {}, { timeout: 5_000 });
    expect((titleInput().closest('form') as HTMLFormElement).contains(box)).toBe(false);
  });

  it('posts the ticket and opens it', async () => {
    const posts = record('/helpdesk/api/tickets');
    const { router } = renderWithProviders(<TicketCreateForm />, { session: sessionFor('user'), path: '/tickets/create' });

    type('Kenaikan pangkat belum diproses');
    await screen.findByRole('option', { name: 'Peremajaan Data' });
    chooseNativeOption('Sub-kategori', 'Peremajaan Data');
    const description = await screen.findByLabelText('Deskripsi', { selector: 'textarea' });
    fireEvent.change(description, { target: { value: 'Sudah tiga bulan.' } });
    fireEvent.click(screen.getByRole('button', { name: /Kirim Tiket/ }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/tickets/99'));
    expect(posts.map((p) => p.body)).toEqual([
      { title: 'Kenaikan pangkat belum diproses', description: 'Sudah tiga bulan.', sub_category_id: 21 },
    ]);
  });

  it('refuses a short title and an empty description without calling the API', async () => {
    const posts = record('/helpdesk/api/tickets');
    renderWithProviders(<TicketCreateForm />, { session: sessionFor('user'), path: '/tickets/create' });
    await screen.findByLabelText('Deskripsi', { selector: 'textarea' });

    type('Abc');
    fireEvent.click(screen.getByRole('button', { name: /Kirim Tiket/ }));

    expect(await screen.findByText('Judul minimal 5 dan maksimal 200 karakter')).toBeInTheDocument();
    expect(await screen.findByText('Deskripsi wajib diisi')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });
});
