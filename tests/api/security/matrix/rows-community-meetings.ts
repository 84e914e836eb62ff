import { createZoomMeeting } from '@/server/gateways/zoom/meetings';
import * as ex from './expectations';
import { row, type MatrixRow } from './types';

// docs/community.md section 5, Zoom meetings (against the Zoom sandbox of the matrix file).
// manage-meetings is the admins' alone: a user or an agent never lists, creates or deletes one.
const meeting = async () => ({ params: { id: String((await createZoomMeeting({ topic: 'Rapat matriks', type: 1 })).id) } });

export const meetingRows: MatrixRow[] = [
  row('GET', '/zoom/meetings', ex.signedIn(200)),
  row('GET', '/zoom/admin/meetings', ex.adminsOnly(200), () => ({ query: 'type=upcoming' })),
  row('POST', '/zoom/admin/meetings', ex.adminsOnly(201), () => ({ body: { topic: 'Rapat matriks', type: 2, start_time: '2026-12-10T02:00:00Z' } })),
  row('DELETE', '/zoom/admin/meetings/[id]', ex.adminsOnly(204), meeting, 'a meeting'),
  row('DELETE', '/zoom/admin/meetings/[id]', ex.adminsOnly(404), () => ({ params: { id: '99999999999' } }), 'unknown'),
];
