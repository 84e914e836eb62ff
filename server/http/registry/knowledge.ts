import announcementsByIdRoute from '@/pages/api/announcements/[id]';
import announcementsRoute from '@/pages/api/announcements/index';
import dataDepartmentsRoute from '@/pages/api/data/departments';
import faqsRoute from '@/pages/api/faqs/index';
import refCategoriesByIdRoute from '@/pages/api/ref/categories/[id]';
import refCategoriesRoute from '@/pages/api/ref/categories/index';
import refFaqsByIdRoute from '@/pages/api/ref/faqs/[id]';
import refFaqsRoute from '@/pages/api/ref/faqs/index';
import refPrioritiesByIdRoute from '@/pages/api/ref/priorities/[id]';
import refPrioritiesRoute from '@/pages/api/ref/priorities/index';
import refStatusByIdRoute from '@/pages/api/ref/status/[id]';
import refStatusRoute from '@/pages/api/ref/status/index';
import refSubCategoriesByIdRoute from '@/pages/api/ref/sub-categories/[id]';
import refSubCategoriesRoute from '@/pages/api/ref/sub-categories/index';
import refSubCategoriesPopularRoute from '@/pages/api/ref/sub-categories/popular';
import refSubFaqsByIdRoute from '@/pages/api/ref/sub-faqs/[id]';
import refSubFaqsRoute from '@/pages/api/ref/sub-faqs/index';
import referencesAgentsRoute from '@/pages/api/references/agents';
import referencesCategoriesRoute from '@/pages/api/references/categories';
import referencesPrioritiesRoute from '@/pages/api/references/priorities';
import referencesStatusRoute from '@/pages/api/references/status';
import savedRepliesByIdRoute from '@/pages/api/saved-replies/[id]';
import savedRepliesRoute from '@/pages/api/saved-replies/index';
import { api, type RouteEntry } from './types';

/** Reference data, FAQs, announcements, saved replies and departments (docs/knowledge.md). */
export const knowledgeRoutes: RouteEntry[] = [
  api('/announcements/[id]', announcementsByIdRoute),
  api('/announcements', announcementsRoute),
  api('/data/departments', dataDepartmentsRoute),
  api('/faqs', faqsRoute),
  api('/ref/categories/[id]', refCategoriesByIdRoute),
  api('/ref/categories', refCategoriesRoute),
  api('/ref/faqs/[id]', refFaqsByIdRoute),
  api('/ref/faqs', refFaqsRoute),
  api('/ref/priorities/[id]', refPrioritiesByIdRoute),
  api('/ref/priorities', refPrioritiesRoute),
  api('/ref/status/[id]', refStatusByIdRoute),
  api('/ref/status', refStatusRoute),
  api('/ref/sub-categories/[id]', refSubCategoriesByIdRoute),
  api('/ref/sub-categories', refSubCategoriesRoute),
  api('/ref/sub-categories/popular', refSubCategoriesPopularRoute),
  api('/ref/sub-faqs/[id]', refSubFaqsByIdRoute),
  api('/ref/sub-faqs', refSubFaqsRoute),
  api('/references/agents', referencesAgentsRoute),
  api('/references/categories', referencesCategoriesRoute),
  api('/references/priorities', referencesPrioritiesRoute),
  api('/references/status', referencesStatusRoute),
  api('/saved-replies/[id]', savedRepliesByIdRoute),
  api('/saved-replies', savedRepliesRoute),
];
