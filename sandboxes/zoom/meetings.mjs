// The sandbox's meetings, kept in memory: Zoom's JSON field names, its validation of a new meeting
// (types 1, 2, 3, 8), its three lists and its not-found answer. The seed is fixed (ids, topics,
// passwords); only the times follow the sandbox's `now`, so "live" and "upcoming" stay true.
import { createHash } from 'node:crypto';

export const MEETING_TYPES = [1, 2, 3, 8];
const STATUSES = ['waiting', 'started', 'finished'];
const FIRST_ID = 85_010_000_001;
const HOST = { host_id: 'sandboxHost01', host_email: 'rapat@helpdesk.test' };
const WIB_MS = 7 * 3_600_000;
const MINUTE = 60_000;

const hash = (text) => createHash('sha256').update(text).digest();
const zoomTime = (ms) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
const invalid = (message, field) => ({ status: 400, json: { code: 300, message, ...(field ? { errors: [{ field, message }] } : {}) } });
export const meetingMissing = (id) => ({ status: 404, json: { code: 3001, message: `Meeting does not exist: ${id}.` } });

/** `days` after `now`'s day at `hh:mm` in Asia/Jakarta, in ms. */
function wibDay(now, days, hh, mm = 0) {
  const wibMidnight = Math.floor((now + WIB_MS) / 86_400_000) * 86_400_000;
  return wibMidnight + days * 86_400_000 + (hh * 60 + mm) * MINUTE - WIB_MS;
}

/** Zoom takes `yyyy-MM-ddTHH:mm:ssZ` or a time with an offset; one without an offset is read as UTC here. */
function parseStart(value) {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.test(value)) return null;
  const ms = Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}Z`);
  return Number.isFinite(ms) ? ms : null;
}

const whole = (value, min, max) => Number.isInteger(value) && value >= min && value <= max;

/** Zoom's recurrence object for type 8: daily (1), weekly (2) or monthly (3). */
function checkRecurrence(recurrence) {
  if (!recurrence || typeof recurrence !== 'object') return 'recurrence is required for a recurring meeting with a fixed time.';
  if (![1, 2, 3].includes(recurrence.type)) return 'recurrence.type must be 1, 2 or 3.';
  if (recurrence.repeat_interval !== undefined && !whole(recurrence.repeat_interval, 1, 90)) return 'recurrence.repeat_interval must be 1 to 90.';
  if (recurrence.end_times !== undefined && !whole(recurrence.end_times, 1, 60)) return 'recurrence.end_times must be 1 to 60.';
  return null;
}

/** Occurrences of a recurring meeting (daily, weekly every 7 days, monthly every 30: enough for a sandbox). */
function occurrencesOf(startMs, duration, recurrence) {
  const step = { 1: 1, 2: 7, 3: 30 }[recurrence.type] * (recurrence.repeat_interval ?? 1) * 86_400_000;
  return Array.from({ length: recurrence.end_times ?? 7 }, (_, i) => ({
    occurrence_id: String(startMs + i * step),
    start_time: zoomTime(startMs + i * step),
    duration,
    status: 'available',
  }));
}

export function createMeetingStore({ origin, seed, now: clock }) {
  const meetings = new Map();
  let nextId = FIRST_ID;

  function add(body, createdMs) {
    const id = nextId;
    nextId += 7919; // ids are not consecutive at Zoom either
    const digest = hash(`${seed}:${id}`);
    const password = digest.readUInt32BE(0).toString(36).slice(0, 6);
    const encrypted = digest.subarray(4, 20).toString('base64url');
    const startMs = body.type === 3 ? null : body.type === 1 ? createdMs : body.startMs;
    const meeting = {
      uuid: digest.subarray(0, 16).toString('base64'),
      id,
      ...HOST,
      topic: body.topic,
      type: body.type,
      status: body.status ?? 'waiting',
      ...(startMs === null ? {} : { start_time: zoomTime(startMs) }),
      duration: body.duration,
      timezone: body.timezone,
      agenda: body.agenda,
      created_at: zoomTime(createdMs),
      start_url: `${origin}/s/${id}?zak=${digest.subarray(20, 32).toString('base64url')}`,
      join_url: `${origin}/j/${id}?pwd=${encrypted}`,
      password,
      encrypted_password: encrypted,
      settings: { host_video: false, participant_video: false, join_before_host: false, waiting_room: true },
      ...(body.type === 8 ? { recurrence: body.recurrence, occurrences: occurrencesOf(startMs, body.duration, body.recurrence) } : {}),
    };
    meetings.set(id, meeting);
    return meeting;
  }

  // The seed: two scheduled, one recurring and two under way.
  const at = clock();
  const seedMeeting = (topic, type, startMs, duration, agenda, extra = {}) =>
    add({ topic, type, startMs, duration, timezone: 'Asia/Jakarta', agenda, ...extra }, at - 3 * 86_400_000);
  seedMeeting('Rapat Koordinasi Layanan SIASN', 2, wibDay(at, 1, 9), 60, 'Koordinasi layanan SIASN antar-OPD');
  seedMeeting('Sosialisasi Kenaikan Pangkat Periode April', 2, wibDay(at, 3, 13), 90, 'Syarat dan jadwal usul KP');
  seedMeeting('Rapat Mingguan Tim Helpdesk', 8, wibDay(at, 2, 8), 45, 'Evaluasi tiket minggu ini', { recurrence: { type: 2, repeat_interval: 1, end_times: 8 } });
  seedMeeting('Klinik Konsultasi Pensiun', 2, at - 15 * MINUTE, 60, 'Tanya jawab berkas pensiun', { status: 'started' });
  seedMeeting('Pendampingan Penyusunan SKP', 2, at - 5 * MINUTE, 90, 'Pendampingan SKP triwulan', { status: 'started' });

  /** Zoom's create: 201 with the whole meeting, or 400 with code 300. */
  function create(body) {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return invalid('Request Body should be a valid JSON object.');
    const type = body.type ?? 2;
    if (!MEETING_TYPES.includes(type)) return invalid('Invalid field.', 'type');
    if (body.topic !== undefined && (typeof body.topic !== 'string' || body.topic.length > 200)) return invalid('Invalid field.', 'topic');
    if (body.agenda !== undefined && (typeof body.agenda !== 'string' || body.agenda.length > 2000)) return invalid('Invalid field.', 'agenda');
    if (body.duration !== undefined && !whole(body.duration, 1, 1440)) return invalid('Invalid field.', 'duration');
    const startMs = body.start_time === undefined ? null : parseStart(body.start_time);
    if (body.start_time !== undefined && startMs === null) return invalid('Invalid field.', 'start_time');
    if ((type === 2 || type === 8) && startMs === null) return invalid('start_time is required for a scheduled meeting.', 'start_time');
    const recurrenceError = type === 8 ? checkRecurrence(body.recurrence) : null;
    if (recurrenceError) return invalid(recurrenceError, 'recurrence');
    const meeting = add(
      {
        topic: body.topic || 'Zoom Meeting',
        type,
        startMs,
        duration: body.duration ?? 60,
        timezone: typeof body.timezone === 'string' ? body.timezone : 'Asia/Jakarta',
        agenda: body.agenda ?? '',
        recurrence: body.recurrence,
      },
      clock(),
    );
    return { status: 201, json: meeting };
  }

  /** Zoom's list item: no start_url, no password. */
  const listItem = ({ start_url: _s, password: _p, encrypted_password: _e, settings: _x, occurrences: _o, host_email: _h, status: _st, ...item }) => item;

  const startOf = (m) => (m.start_time ? Date.parse(m.start_time) : Infinity);
  const kinds = {
    live: (m) => m.status === 'started',
    upcoming: (m) => m.status === 'waiting' && (!m.start_time || startOf(m) + m.duration * MINUTE >= clock()),
    scheduled: (m) => m.type !== 1 && m.status !== 'finished',
  };

  /** GET /users/me/meetings: `type`, `page_size` (1-300, 30) and an opaque `next_page_token`. */
  function list(query) {
    const kind = query.get('type') || 'scheduled';
    if (!kinds[kind]) return invalid('Invalid field.', 'type');
    const sizeText = query.get('page_size') || '30';
    const pageSize = /^\d{1,3}$/.test(sizeText) ? Number(sizeText) : 0;
    if (pageSize < 1 || pageSize > 300) return invalid('Invalid field.', 'page_size');
    const token = query.get('next_page_token') || '';
    const offset = token ? Number(Buffer.from(token, 'base64url').toString('utf8').replace(/^offset:/, '')) : 0;
    if (!Number.isInteger(offset) || offset < 0) return invalid('Invalid next_page_token.', 'next_page_token');
    const all = [...meetings.values()].filter(kinds[kind]).sort((a, b) => startOf(a) - startOf(b) || a.id - b.id);
    const page = all.slice(offset, offset + pageSize);
    const next = offset + pageSize < all.length ? Buffer.from(`offset:${offset + pageSize}`).toString('base64url') : '';
    return { status: 200, json: { page_size: pageSize, total_records: all.length, next_page_token: next, meetings: page.map(listItem) } };
  }

  const idOf = (text) => (/^\d{1,15}$/.test(text) ? Number(text) : null);

  return {
    create,
    list,
    get(idText) {
      const meeting = meetings.get(idOf(idText));
      return meeting ? { status: 200, json: meeting } : meetingMissing(idText);
    },
    remove(idText) {
      return meetings.delete(idOf(idText)) ? { status: 204, body: '' } : meetingMissing(idText);
    },
    /** The control route's and the tests' way to start or end a meeting; false for an unknown one. */
    setStatus(id, status) {
      if (!STATUSES.includes(status)) throw new TypeError(`status must be one of ${STATUSES.join(', ')}`);
      const meeting = meetings.get(Number(id));
      if (!meeting) return false;
      meeting.status = status;
      return true;
    },
    find: (id) => meetings.get(Number(id)) ?? null,
    count: () => meetings.size,
  };
}
