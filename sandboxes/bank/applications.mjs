// The bank's applications, in memory: one per `reference` (a retry answers the same one), ids
// BJ-<year>-<6 digits> in filing order, a status that moves A1 -> A2 -> A3 one step every
// `stepSeconds` after the last change, and a control to set one (tests).
import { badRequest, simulate } from './simulations.mjs';

export const STATUS_LABELS = Object.freeze({ A1: 'Review Dokumen', A2: 'Dalam Proses', A3: 'Disetujui' });
const NEXT = { A1: 'A2', A2: 'A3' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIP = /^\d{18}$/;
/** Where the salary comes from: the employer's record, or the applicant's own figure (the bank verifies it). */
const SALARY_SOURCES = ['siasn', 'declared'];
const MAX_APPLICATIONS = 100_000;
const NOT_FOUND = { status: 404, json: { code: 'NOT_FOUND', message: 'Pengajuan tidak ditemukan.' } };

const isText = (value, min, max) => typeof value === 'string' && value.trim().length >= min && value.length <= max;

function identityProblem(body) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'Badan permintaan harus objek JSON.';
  if (typeof body.reference !== 'string' || !UUID.test(body.reference)) return 'reference harus UUID.';
  if (typeof body.nip !== 'string' || !NIP.test(body.nip)) return 'nip harus 18 angka.';
  if (!isText(body.name, 1, 200)) return 'name wajib diisi.';
  if (!isText(body.unit, 0, 300) || !isText(body.rank, 0, 200)) return 'unit dan rank harus teks.';
  if (!SALARY_SOURCES.includes(body.basic_salary_source)) return 'basic_salary_source harus siasn atau declared.';
  return null;
}

/** `now` is the clock (ms) of filing and of the status moves. */
export function createApplications({ stepSeconds, now }) {
  const byId = new Map();
  const byReference = new Map();
  // The numbering starts at the minutes gone in the year, so a restarted sandbox (which forgets
  // its applications) never hands out a number the portal already stores (bank_application_id is unique).
  const started = now();
  let sequence = Math.floor((started - Date.UTC(new Date(started).getUTCFullYear(), 0, 1)) / 60_000);

  /** Moves an application as far as the clock says, then its public view. */
  function view(app) {
    while (NEXT[app.status] && now() - app.since >= stepSeconds * 1000) {
      app.status = NEXT[app.status];
      app.since += stepSeconds * 1000;
    }
    const { applicationId, reference, status, submittedAt, since } = app;
    return {
      application_id: applicationId,
      reference,
      status,
      status_label: STATUS_LABELS[status],
      submitted_at: new Date(submittedAt).toISOString(),
      updated_at: new Date(since).toISOString(),
    };
  }

  return {
    count: () => byId.size,
    /** POST /applications: 201 a new one, 200 the same reference again, 400/422 as a simulation. */
    submit(body) {
      const problem = identityProblem(body);
      if (problem) return badRequest(problem);
      const known = byReference.get(body.reference.toLowerCase());
      if (known) return { status: 200, json: { data: view(known) } };
      const { answer } = simulate(body, { requireAmount: true });
      if (answer) return answer;
      if (byId.size >= MAX_APPLICATIONS) return { status: 503, json: { code: 'CAPACITY', message: 'Sandbox penuh.' } };
      const at = now();
      sequence += 1;
      const app = {
        applicationId: `BJ-${new Date(at).getUTCFullYear()}-${String(sequence).padStart(6, '0')}`,
        reference: body.reference.toLowerCase(),
        nip: body.nip,
        status: 'A1',
        submittedAt: at,
        since: at,
      };
      byId.set(app.applicationId, app);
      byReference.set(app.reference, app);
      return { status: 201, json: { data: view(app) } };
    },
    get(id) {
      const app = byId.get(id);
      return app ? { status: 200, json: { data: view(app) } } : NOT_FOUND;
    },
    /** GET /applications?nip=: newest first. */
    listOf(nip) {
      if (typeof nip !== 'string' || !NIP.test(nip)) return badRequest('nip harus 18 angka.');
      const apps = [...byId.values()].filter((app) => app.nip === nip).reverse();
      return { status: 200, json: { data: apps.map(view) } };
    },
    /** Control: sets a status now (false for an unknown id); throws a TypeError for an unknown status. */
    setStatus(id, status) {
      if (!STATUS_LABELS[status]) throw new TypeError('status must be A1, A2 or A3');
      const app = byId.get(id);
      if (!app) return false;
      app.status = status;
      app.since = now();
      return true;
    },
    find: (id) => (byId.has(id) ? view(byId.get(id)) : null),
  };
}
