// The write side of the SIASN sandbox (docs/personnel-writes.md 3): the write routes below the API
// base, the control routes that drive its state and time, and `view`, which every read passes
// through so the next read shows a change.
import { readBody, readMultipart } from '../../shared/body.mjs';
import { NOT_FOUND } from '../routes.mjs';
import { createBiodata } from './biodata.mjs';
import { createDocuments } from './documents.mjs';
import { RECORD_KINDS } from './kinds.mjs';
import { createOverlay } from './overlay.mjs';
import { createRecordWrites } from './records.mjs';
import { createUsulan } from './usulan.mjs';

const JSON_LIMIT = 64 * 1024;
const MULTIPART_LIMIT = 6 * 1024 * 1024;
const KINDS = Object.keys(RECORD_KINDS).join('|');
// Kinds no client deletes (skp22; hukdis is no kind here) have no delete route: the gateway's 404.
const DELETABLE = Object.keys(RECORD_KINDS).filter((name) => RECORD_KINDS[name].deletable !== false).join('|');
const pad = (n) => String(n).padStart(2, '0');

/** Times of writes: the sandbox's day (every generated date hangs on it) at the clock's time of day. */
function stamper(todayDmy, clock) {
  const [d, m, y] = todayDmy.split('-');
  return (ms = clock()) => {
    const at = new Date(ms);
    const [hh, mi, ss] = [at.getHours(), at.getMinutes(), at.getSeconds()].map(pad);
    return { dmy: todayDmy, compact: `${y}${m}${d}`, time: `${hh}${mi}${ss}`, dateTime: `${y}-${m}-${d} ${hh}:${mi}:${ss}` };
  };
}

/** A body that is no JSON or no multipart reads as null (the handlers refuse it); one too large stays a RangeError (413). */
const orNull = (promise) => promise.catch((error) => {
  if (error instanceof RangeError) throw error;
  return null;
});
const json = (req) => orNull(readBody(req, JSON_LIMIT).then((body) => JSON.parse(body)));
const BAD_UPLOAD = { status: 400, json: { code: 0, message: 'Format unggahan tidak valid' } };

export function createWrites({ province, lists, clock, biodataDelaySeconds, usulanStepSeconds }) {
  const overlay = createOverlay(province);
  const people = new Map(province.people.map((person) => [person.pnsId, person]));
  const stamp = stamper(province.today, clock);
  const records = createRecordWrites({ province, overlay, people, stamp });
  const documents = createDocuments({ province, lists, overlay, people, stamp });
  const biodata = createBiodata({ overlay, people, clock, delaySeconds: biodataDelaySeconds });
  const usulan = createUsulan({ province, overlay, clock, stamp, stepSeconds: usulanStepSeconds });
  const upload = (handler) => async (req) => {
    const form = await orNull(readMultipart(req, MULTIPART_LIMIT));
    return form ? handler(form) : BAD_UPLOAD;
  };

  // [method, path pattern below the API base, handler(req, query, match)]
  const routes = [
    ['POST', new RegExp(`^/(${KINDS})/save$`), async (req, query, [, kind]) => records.save(kind, await json(req))],
    ['DELETE', new RegExp(`^/(${DELETABLE})/delete/([^/]+)$`), (req, query, [, kind, id]) => records.remove(kind, id)],
    ['POST', /^\/upload-dok$/, upload(documents.upload)],
    ['POST', /^\/upload-dok-rw$/, upload(documents.attach)],
    ['POST', /^\/upload-dok-sk-kp$/, upload(documents.skKp)],
    ['GET', /^\/download-dok$/, (req, query) => documents.download(query) ?? NOT_FOUND],
    ['POST', /^\/pns\/data-utama-update$/, async (req) => biodata.submit(await json(req))],
    ['POST', /^\/imut\/simpeg\/usulan\/save$/, async (req) => usulan.submit(await json(req))],
  ];

  const controls = {
    '/__control/reset-writes': () => (overlay.reset(), { reset: true }),
    '/__control/apply-pending': () => ({ applied: biodata.applyPending() }),
    '/__control/usulan/advance': (input) => ({ advanced: usulan.advance(input) }),
  };

  return {
    /** The answer to a write route (path below the API base), or null when the path is none. */
    async answer(req, path, query) {
      const route = routes.find(([, pattern]) => pattern.test(path));
      if (!route) return null;
      const [method, pattern, handler] = route;
      if (req.method !== method && !(method === 'GET' && req.method === 'HEAD')) {
        return { status: 405, json: { code: 0, data: 'Method Not Allowed' }, headers: { Allow: method } };
      }
      return handler(req, query, pattern.exec(path));
    },

    /** A read section's data with this sandbox's writes. */
    view(section, nip, data) {
      if (data === null || data === undefined) return data;
      if (section === 'dataUtama') return usulan.view(biodata.view(data));
      return Array.isArray(data) ? overlay.rows(nip, section, data) : data;
    },

    /** A riwayat row of `section` by id (`/{kind}/id/{id}`) as this sandbox has it now, or null. */
    record(section, id) {
      const found = overlay.locate(id);
      return found?.section === section ? found.row : null;
    },

    /** KP list rows with the decrees upload-dok-sk-kp sent here. */
    kpRows: (rows) => rows.map((row) => (overlay.skKp.has(row.id) ? { ...row, ...overlay.skKp.get(row.id) } : row)),

    /** The agency's proposals: the generated ones (those a save updated in their new state), then those submitted here. */
    usulanRows: (generated) => usulan.rows(generated),

    /** POST /__control/reset-writes, /apply-pending, /usulan/advance ({ id?, status? }); null for another path. */
    control(method, path, body) {
      const handler = controls[path];
      if (!handler) return null;
      if (method !== 'POST') return { status: 405, json: { error: 'method not allowed' }, headers: { Allow: 'POST' } };
      try {
        return { status: 200, json: handler(body()) };
      } catch (error) {
        return { status: 400, json: { error: error instanceof TypeError || error instanceof SyntaxError ? error.message : 'invalid request' } };
      }
    },

    resetWrites: () => overlay.reset(),
    applyPending: () => biodata.applyPending(),
    advanceUsulan: (input) => usulan.advance(input),
  };
}
