import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../msw/server';
import { UserMenu } from '@/components/layout/user-menu';
import type { Role } from '@/utils/session-user';
import { sessionFor } from '../msw/handlers/auth';
import { renderWithProviders } from './render';

describe('UserMenu', () => {
  it.each<[Role, string, string]>([
    ['admin', 'Rina Marlina', 'Admin'],
    ['agent', 'Dimas Pratama', 'Agen'],
    ['user', 'Budi Santoso', 'Pengguna'],
  ])('shows the %s name and the role tag', (role, name, tag) => {
    renderWithProviders(<UserMenu />, { session: sessionFor(role) });

    const button = screen.getByTestId('user-menu');
    expect(button.textContent).toContain(name);
    expect(screen.getByTestId('user-role').textContent).toBe(tag);
  });

  it('falls back to the username when the account has no name', () => {
    renderWithProviders(<UserMenu />, { session: sessionFor('user', { name: null }) });

    expect(screen.getByTestId('user-menu').textContent).toContain('budi.santoso');
  });

  it('renders nothing without a signed-in user', () => {
    const { container } = renderWithProviders(<UserMenu />, { session: null });

    expect(screen.queryByTestId('user-menu')).toBeNull();
    expect(container.textContent).toBe('');
  });
});

describe('UserMenu, the menu button', () => {
  it('keeps the name as the button name (visually hidden below 1600 px by CSS) next to the role', () => {
    renderWithProviders(<UserMenu />, { session: sessionFor('admin') });

    const button = screen.getByTestId('user-menu');
    expect(button.querySelector('.user-menu-name')?.textContent).toBe('Rina Marlina');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
  });

  it('opens a menu with the focus on its first item; arrow keys move it; Escape closes and refocuses', () => {
    renderWithProviders(<UserMenu />, { session: sessionFor('user') });
    const button = screen.getByTestId('user-menu');

    fireEvent.click(button);
    const [signOutItem, everywhereItem] = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(signOutItem);
    fireEvent.keyDown(signOutItem, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(everywhereItem);
    fireEvent.keyDown(everywhereItem, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(signOutItem);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe('UserMenu, Keluar dari semua perangkat', () => {
  function recordCalls(sessionsStatus = 204) {
    const calls: string[] = [];
    server.use(
      http.delete('*/helpdesk/api/sessions', () => {
        calls.push('DELETE /sessions');
        return sessionsStatus === 204
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json({ code: 'RATE_LIMITED', message: 'Terlalu banyak permintaan.' }, { status: sessionsStatus });
      }),
      http.post('*/helpdesk/api/auth/signout', () => {
        calls.push('POST /auth/signout');
        return HttpResponse.json({ url: 'http://localhost:3000/helpdesk/auth/signin' });
      }),
    );
    return calls;
  }

  async function chooseEverywhere() {
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByText('Keluar dari semua perangkat'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Keluar dari semua perangkat?');
    expect(dialog.textContent).toContain('termasuk di perangkat ini');
    fireEvent.click(await screen.findByRole('button', { name: 'Keluar semua' }));
  }

  it('ends every session on the server after a confirmation, then signs out here', async () => {
    const calls = recordCalls();
    renderWithProviders(<UserMenu />, { session: sessionFor('agent') });
    await chooseEverywhere();
    await waitFor(() => expect(calls).toEqual(['DELETE /sessions', 'POST /auth/signout']));
  });

  it('stays signed in and shows the API message when the server refuses', async () => {
    const calls = recordCalls(429);
    renderWithProviders(<UserMenu />, { session: sessionFor('user') });
    await chooseEverywhere();
    expect(await screen.findByText('Terlalu banyak permintaan.')).toBeTruthy();
    expect(calls).toEqual(['DELETE /sessions']);
  });
});

describe('UserMenu, Keluar', () => {
  it('removes every unsent draft from this browser before signing out', async () => {
    window.localStorage.setItem('helpdesk:draft:3:ticket-create:title', JSON.stringify({ text: 'Cuti', savedAt: Date.now() }));
    window.localStorage.setItem('helpdesk:draft:9:comment:1', JSON.stringify({ text: 'Balasan', savedAt: Date.now() }));
    window.localStorage.setItem('other-app', 'tetap');
    let signedOut = false;
    server.use(
      http.post('*/helpdesk/api/auth/signout', () => {
        signedOut = true;
        return HttpResponse.json({ url: 'http://localhost:3000/helpdesk/auth/signin' });
      }),
    );
    renderWithProviders(<UserMenu />, { session: sessionFor('user') });
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByText('Keluar'));
    await waitFor(() => expect(signedOut).toBe(true));
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('helpdesk:draft:'))).toEqual([]);
    expect(window.localStorage.getItem('other-app')).toBe('tetap');
  });
});
