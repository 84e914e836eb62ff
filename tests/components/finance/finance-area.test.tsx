import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AreaThemeRoot } from '@/components/layout/area-theme-root';
import { ProductCards } from '@/components/finance/product-cards';
import { AREA_ACCENTS } from '@/utils/theme';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { financeHandlers } from '../../msw/handlers/finance';
import { renderWithProviders } from '../render';

// Spec section 2: the finance area is red by its path; nothing on its pages sets a colour of its own.
afterEach(() => window.history.pushState({}, '', '/'));

describe('the finance area', () => {
  it.each(['/layanan-keuangan', '/layanan-keuangan/pengajuan/baru'])('is red at %s, in the layout root the pages share', async (path) => {
    server.use(...financeHandlers().handlers);
    window.history.pushState({}, '', `/helpdesk${path}`);
    const { container } = renderWithProviders(
      <AreaThemeRoot>
        <ProductCards />
      </AreaThemeRoot>,
      { session: sessionFor('user'), path },
    );
    await screen.findByTestId('product-cards');
    const root = container.querySelector<HTMLElement>('[data-area-theme]');
    expect(root?.dataset.areaTheme).toBe('red');
    expect(root?.style.getPropertyValue('--area-accent')).toBe(AREA_ACCENTS.red.accent);
  });
});
