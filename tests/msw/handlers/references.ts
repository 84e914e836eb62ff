import { http, HttpResponse } from 'msw';
import type { CategoryOption } from '@/services/references';
import type { UserSummary } from '@/utils/schemas/common';
import type { PriorityRef, StatusRef } from '@/utils/schemas/tickets';

const API = '*/helpdesk/api/references';

export const STATUSES: StatusRef[] = [
  { code: 'DIAJUKAN', name: 'Diajukan', color: 'warning' },
  { code: 'DIKERJAKAN', name: 'Dikerjakan', color: 'processing' },
  { code: 'SELESAI', name: 'Selesai', color: 'success' },
  { code: 'DITOLAK', name: 'Ditolak', color: 'black' },
];

export const PRIORITIES: PriorityRef[] = [
  { code: 'RENDAH', name: 'Rendah', color: 'green' },
  { code: 'SEDANG', name: 'Sedang', color: 'gold' },
  { code: 'TINGGI', name: 'Tinggi', color: 'red' },
];

export const CATEGORIES: CategoryOption[] = [
  {
    id: 1,
    name: 'Kepangkatan dan Jabatan',
    description: null,
    sub_categories: [
      { id: 11, name: 'Kenaikan Pangkat', duration_target_hours: 72 },
      { id: 12, name: 'Mutasi dan Rotasi', duration_target_hours: 120 },
    ],
  },
  { id: 2, name: 'SIASN', description: null, sub_categories: [{ id: 21, name: 'Peremajaan Data', duration_target_hours: 48 }] },
];

export const AGENTS: UserSummary[] = [
  { id: 1, name: 'Rina Marlina', username: 'rina.marlina', image: null, current_role: 'admin' },
  { id: 2, name: 'Dimas Pratama', username: 'dimas.pratama', image: null, current_role: 'agent' },
  { id: 3, name: 'Lukman Hakim', username: 'lukman.hakim', image: null, current_role: 'agent' },
];

export const referencesHandlers = [
  http.get(`${API}/status`, () => HttpResponse.json(STATUSES)),
  http.get(`${API}/priorities`, () => HttpResponse.json(PRIORITIES)),
  http.get(`${API}/categories`, () => HttpResponse.json(CATEGORIES)),
  http.get(`${API}/agents`, () => HttpResponse.json(AGENTS)),
];
