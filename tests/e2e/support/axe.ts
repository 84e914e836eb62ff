// axe in the browser tests (a11y-screens, phone-menu, ticket-work-not-lost).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from './browser';

/**
 * An axe scan that runs in the page itself (legacy mode). By default @axe-core/playwright opens a
 * blank page after every scan to merge the frames' results: about 2 s of the browser's time each
 * (2.9 s against 0.7 s for the rules themselves, measured on the admin's screens). The portal has
 * no frames, so the rules that run and the violations found are the same.
 *
 * Only violations are read: axe gathers every node of them, and one node each of the passes and
 * the rest (`resultTypes`), instead of describing every passing element to the test (the worker
 * spent about half a core parsing that during the accessibility scan).
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
