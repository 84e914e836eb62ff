import authNextauthRoute from '@/pages/api/auth/[...nextauth]';
import healthRoute from '@/pages/api/health';
import markdownRoute from '@/pages/api/markdown';
import pingRoute from '@/pages/api/ping';
import sessionsRoute from '@/pages/api/sessions/index';
import uploadsByFileRoute from '@/pages/api/uploads/[file]';
import uploadsRoute from '@/pages/api/uploads/index';
import { api, external, type RouteEntry } from './types';

/** Health, sign-in and sessions, markdown preview, uploads and the benchmark ping (docs/api.md). */
export const platformRoutes: RouteEntry[] = [
  external('/auth/[...nextauth]', authNextauthRoute, 'next-auth handles sign-in, callbacks and sessions itself'),
  api('/health', healthRoute),
  api('/markdown', markdownRoute),
  external('/ping', pingRoute, 'static JSON outside the wrapper: the benchmark ceiling'),
  api('/uploads/[file]', uploadsByFileRoute),
  api('/uploads', uploadsRoute),
  api('/sessions', sessionsRoute),
];
