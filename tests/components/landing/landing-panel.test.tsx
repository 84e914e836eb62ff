import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import SignInPage from '@/pages/auth/signin';
import { initialsOf } from '@/components/landing/person-avatar';
import { landingText, publicText } from '@/locales/id/landing';
import { PROVIDERS } from '../../msw/handlers/auth';
import { LANDING } from '../../msw/handlers/landing';
import { server } from '../../msw/server';
import { renderWithProviders } from '../render';

// The carousel (antd) is a chunk loaded on demand: loaded once here.
beforeAll(async () => {
  await import('@/components/landing/testimonial-carousel');
}, 60_000);

const renderPage = () => renderWithProviders(<SignInPage providers={PROVIDERS} callbackUrl="/helpdesk" error={null} />, { session: null, path: '/auth/signin' });

describe('Sign-in page landing', { timeout: 30_000 }, () => {
  it('draws the sign-in card at once, then the testimonials with stars, comment, name and photo or initials', async () => {
    renderPage();
    expect(screen.getByRole('button', { name: 'Masuk dengan SIMASTER' })).toBeInTheDocument();
    const first = (await screen.findAllByText(`“${LANDING.testimonials[0].comment}”`))[0].closest('figure') as HTMLElement;
    expect(within(first).getByRole('img', { name: landingText.stars(5) })).toBeInTheDocument();
    expect(within(first).getByText('Siti Aminah')).toBeInTheDocument();
    expect(within(first).getByTestId('initials-avatar').textContent).toBe('SA');
    const second = screen.getAllByText(`“${LANDING.testimonials[1].comment}”`)[0].closest('figure') as HTMLElement;
    expect(second.querySelector('img[src="/helpdesk/foto/budi.png"]')).not.toBeNull();
  });

  it('shows the two figures of the month, who signs in how, and the public pages in the header', async () => {
    renderPage();
    const stats = await screen.findByTestId('landing-stats');
    await waitFor(() => expect(stats.textContent).toContain('42'));
    expect(stats.textContent).toContain(`${landingText.medianFirstResponse}1 jam 35 menit`);
    expect(within(screen.getByTestId('sign-in-guide')).getByText('PNS dan PPPK')).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: publicText.nav.label })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Layanan', '/layanan/kepegawaian'],
      ['Publikasi CASN', '/web/publikasi-casn'],
      ['Nilai CASN', '/web/nilai-casn'],
      ['FAQ', '/faq'],
    ]);
    expect(screen.getByTestId('public-header-sign-in').getAttribute('aria-current')).toBe('page');
  });

  it('without testimonials or a median shows no carousel and a dash; an error keeps the card and the links', async () => {
    server.use(http.get('*/helpdesk/api/public/landing', () => HttpResponse.json({ testimonials: [], stats: { month: '2026-11', answered_this_month: 0, median_first_response_minutes: null } })));
    const { unmount } = renderPage();
    await waitFor(() => expect(screen.getByTestId('landing-stats').textContent).toContain(landingText.noFigure));
    expect(screen.queryByText(landingText.testimonialsTitle)).toBeNull();
    unmount();
    server.use(http.get('*/helpdesk/api/public/landing', () => HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 })));
    renderPage();
    expect(await screen.findByText(landingText.unavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Masuk dengan SIMASTER' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nilai CASN' })).toBeInTheDocument();
  });

  it('makes initials of up to two words', () => {
    expect(initialsOf('dr. Siti Aminah')).toBe('DS');
    expect(initialsOf('Budi')).toBe('B');
    expect(initialsOf('')).toBe('?');
  });
});
