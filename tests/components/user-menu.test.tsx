import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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

describe('UserMenu, compact (phones and laptops)', () => {
  it('keeps the name as the button name, visually hidden, next to the avatar and the role', () => {
    renderWithProviders(<UserMenu compact />, { session: sessionFor('admin') });

    const button = screen.getByTestId('user-menu');
    expect(button.textContent).toContain('Rina Marlina');
    expect(button.querySelector('.sr-only')?.textContent).toBe('Rina Marlina');
    expect(screen.getByTestId('user-role').textContent).toBe('Admin');
  });
});
