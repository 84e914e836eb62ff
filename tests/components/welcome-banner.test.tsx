// Issue 11: Beranda had no clear call to action.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { WelcomeBanner } from '@/components/home/welcome-banner';
import { sessionFor } from '../msw/handlers/auth';
import { renderWithProviders } from './render';

describe('WelcomeBanner', () => {
  it('offers "Ajukan pertanyaan" as a link to the create form', () => {
    const { router } = renderWithProviders(<WelcomeBanner />, { session: sessionFor('user') });

    const cta = screen.getByRole('link', { name: /Ajukan pertanyaan/ });
    expect(cta.getAttribute('href')).toBe('/helpdesk/tickets/create');
    fireEvent.click(cta);
    expect(router.push).toHaveBeenCalledWith('/tickets/create');
  });
});
