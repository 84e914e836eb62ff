import { delay, http, HttpResponse } from 'msw';
import { PORTAL_USULAN, portalUsulanKey, usulanServiceById, usulanServiceByKey, usulanStatusText } from '@/utils/catalogue/usulan';
import { usulanStage, usulanStatusColor } from '@/utils/rules/usulan-status';
import type { BiodataRequest } from '@/utils/schemas/siasn-biodata';
import type { GelarState, UsulanRow } from '@/utils/schemas/siasn-usulan';
import type { RecordHealth, RecordProblem } from '@/utils/schemas/siasn-record-health';
import { SIASN_NIP } from './handlers/siasn-records';
import { pathOf, sentForm, type SentForm } from './sent-requests';

// The personnel services of docs/personnel-writes.md section 5 for component tests: Ubah Biodata,
// the usulan inbox and its submission, Gelar and kesehatan data. Each helper keeps what the
// browser sent and answers as the API does.

const API = '*/helpdesk/api';

// ---- Ubah Biodata -------------------------------------------------------------------------

export const BIODATA_FIELDS = {
  email: 'budi@jatimprov.go.id',
  emailGov: 'budi.santoso@jatimprov.go.id',
  noHp: '081234567890',
  noTelp: '',
  alamat: 'Jl. Pahlawan No. 110, Surabaya',
  kodePos: '60174',
  noNpwp: '357801010190000',
  tglNpwp: '01-01-0001',
  bpjs: '0001234567890',
  noTaspen: '',
};

export const BIODATA_REQUESTS: BiodataRequest[] = [
  { id: 3, at: '2026-11-26T02:00:00.000Z', changes: { noHp: '081298765432' }, state: 'menunggu', message: 'Data berhasil dikirim, perubahan diterapkan SIASN paling lambat 2x24 jam' },
  { id: 2, at: '2026-11-10T02:00:00.000Z', changes: { alamat: 'Jl. Pahlawan No. 110, Surabaya' }, state: 'diterapkan', message: null },
  { id: 1, at: '2026-10-01T02:00:00.000Z', changes: { noTelp: '' }, state: 'terlambat', message: null },
];

/** GET and POST /siasn/ws/(pns|admin/{nip})/biodata; `sent` lists the bodies posted, with their path. */
export function biodataApi({ requests = BIODATA_REQUESTS, reject }: { requests?: BiodataRequest[]; reject?: { status: number; code: string; message: string } } = {}) {
  const sent: { path: string; body: Record<string, string> }[] = [];
  const list = [...requests];
  const read = () => HttpResponse.json({ fields: BIODATA_FIELDS, requests: list });
  const post = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Record<string, string>;
    sent.push({ path: pathOf(request.url), body });
    if (reject) return HttpResponse.json({ code: reject.code, message: reject.message }, { status: reject.status });
    const created: BiodataRequest = { id: list.length + 1, at: '2026-11-26T07:00:00.000Z', changes: body, state: 'menunggu', message: null };
    list.unshift(created);
    return HttpResponse.json(created, { status: 201 });
  };
  return {
    sent,
    handlers: [
      http.get(`${API}/siasn/ws/pns/biodata`, read),
      http.get(`${API}/siasn/ws/admin/:nip/biodata`, read),
      http.post(`${API}/siasn/ws/pns/biodata`, post),
      http.post(`${API}/siasn/ws/admin/:nip/biodata`, post),
    ],
  };
}

// ---- Usulan -----------------------------------------------------------------------------

const usulan = (id: string, serviceId: string, code: string, name: string, tgl: string, keterangan = ''): UsulanRow => ({
  id,
  nip: SIASN_NIP,
  jenis: null,
  jenis_layanan_id: serviceId,
  jenis_layanan_nama: usulanServiceById(serviceId)?.title ?? serviceId,
  status_usulan: code,
  status_usulan_nama: name,
  status_text: usulanStatusText(code, name),
  status_color: usulanStatusColor(code),
  stage: usulanStage(code),
  document: portalUsulanKey(serviceId) ? PORTAL_USULAN[portalUsulanKey(serviceId)!].document.name : null,
  tgl_usulan: tgl,
  tgl_update: null,
  keterangan,
});

/** Proposals SIASN sent back for their documents: a degree inclusion (the portal's) and a rank promotion (proposed elsewhere). */
export const SENT_BACK_ROWS: UsulanRow[] = [
  usulan('us-7', '4', '5', 'Perbaikan Dokumen', '2026-11-02', 'Dokumen belum terbaca, unggah ulang dalam format PDF'),
  usulan('us-6', '1', '14', 'Validasi Usulan – Perbaikan Dokumen', '2026-10-20'),
];

export const USULAN_ROWS: UsulanRow[] = [
  usulan('us-5', '4', '32', 'Sdh di TTD - SK', '2026-10-02'),
  usulan('us-4', '1', '22', 'Sdh di TTD - Pertek', '2026-09-14'),
  usulan('us-3', '2', '13', 'Validasi Usulan – Tidak Memenuhi Syarat', '2026-05-02', 'Dokumen pendukung tidak sesuai dengan data SIASN'),
  usulan('us-2', '2', '1', 'Input Berkas', '2026-04-01'),
  usulan('us-1', '5', '6', 'Tidak Memenuhi Syarat', '2025-12-01'),
];

/**
 * GET /layanan/siasn (filtered by jenis_layanan), POST /siasn/ws/(pns|admin/{nip})/usulan, which
 * answers once `gate` resolves and then lists the new proposal as "Input Berkas", and POST
 * .../usulan/{id}/dokumen, after which that proposal is at "Input Berkas" again.
 */
export function usulanApi({ rows = USULAN_ROWS, gate = Promise.resolve(), reject }: { rows?: UsulanRow[]; gate?: Promise<void>; reject?: { status: number; code: string; message: string } } = {}) {
  const list = [...rows];
  const queries: Record<string, string>[] = [];
  const sent: SentForm[] = [];
  const post = async ({ request }: { request: Request }) => {
    const form = await sentForm(request);
    sent.push(form);
    await gate;
    await delay(20);
    if (reject) return HttpResponse.json({ code: reject.code, message: reject.message }, { status: reject.status });
    const service = usulanServiceByKey(form.fields.jenis);
    list.unshift({ ...usulan(`us-new-${sent.length}`, service?.id ?? '2', '1', 'Input Berkas', '2026-11-26'), keterangan: form.fields.keterangan ?? '' });
    return HttpResponse.json({ id: `us-new-${sent.length}`, message: 'Usulan berhasil dikirim' }, { status: 201 });
  };
  const resend = async ({ request }: { request: Request }) => {
    const form = await sentForm(request);
    sent.push(form);
    await gate;
    if (reject) return HttpResponse.json({ code: reject.code, message: reject.message }, { status: reject.status });
    const id = decodeURIComponent(new URL(request.url).pathname.split('/').at(-2) ?? '');
    const index = list.findIndex((row) => row.id === id);
    list[index] = { ...usulan(id, list[index].jenis_layanan_id, '1', 'Input Berkas', list[index].tgl_usulan ?? ''), keterangan: list[index].keterangan };
    return HttpResponse.json({ id, message: 'Usulan berhasil diperbarui' });
  };
  return {
    queries,
    sent,
    handlers: [
      http.get(`${API}/layanan/siasn`, ({ request }) => {
        const params = Object.fromEntries(new URL(request.url).searchParams);
        queries.push(params);
        const service = params.jenis_layanan ? usulanServiceByKey(params.jenis_layanan) : undefined;
        return HttpResponse.json({ nip: params.nip ?? SIASN_NIP, rows: service ? list.filter((row) => row.jenis_layanan_id === service.id) : list });
      }),
      http.post(`${API}/siasn/ws/pns/usulan`, post),
      http.post(`${API}/siasn/ws/admin/:nip/usulan`, post),
      http.post(new RegExp(`/helpdesk/api/siasn/ws/(pns|admin/\\d+)/usulan/[^/]+/dokumen$`), resend),
    ],
  };
}

// ---- Gelar ------------------------------------------------------------------------------

const NAME = 'Budi Santoso';

/** The degrees of the fixture record: S-1 (S.Kom., in the name), S-2 (M.T., not yet), S-3 (Dr., in front). */
export function gelarState(): GelarState {
  return {
    nip: SIASN_NIP,
    nama: NAME,
    current: { gelarDepan: '', gelarBelakang: 'S.Kom.', fullName: `${NAME}, S.Kom.` },
    degrees: [
      { pendidikanId: 'pd-1', tingkat: 'S-1/Sarjana', nama: 'Teknik Informatika', tahunLulus: '2012', gelarDepan: null, gelarBelakang: 'S.Kom.', checked: { depan: false, belakang: true }, inName: { depan: false, belakang: true } },
      { pendidikanId: 'pd-2', tingkat: 'S-2', nama: 'Teknik Elektro', tahunLulus: '2018', gelarDepan: '', gelarBelakang: 'M.T.', checked: { depan: false, belakang: false }, inName: { depan: false, belakang: false } },
      { pendidikanId: 'pd-3', tingkat: 'S-3', nama: 'Ilmu Komputer', tahunLulus: '2024', gelarDepan: 'Dr.', gelarBelakang: null, checked: { depan: false, belakang: false }, inName: { depan: false, belakang: false } },
    ],
    preview: { gelarDepan: '', gelarBelakang: 'S.Kom.', fullName: `${NAME}, S.Kom.` },
  };
}

/** The preview from the checked titles, as the API computes it. */
function withPreview(state: GelarState): GelarState {
  const front = state.degrees.filter((d) => d.checked.depan && d.gelarDepan).map((d) => d.gelarDepan as string);
  const back = state.degrees.filter((d) => d.checked.belakang && d.gelarBelakang).map((d) => d.gelarBelakang as string);
  const gelarDepan = front.join(' ');
  const gelarBelakang = back.join(', ');
  return { ...state, preview: { gelarDepan, gelarBelakang, fullName: `${gelarDepan ? `${gelarDepan} ` : ''}${NAME}${gelarBelakang ? `, ${gelarBelakang}` : ''}` } };
}

/** GET /siasn/ws/pns/gelar and PUT /siasn/ws/pns/gelar/{pendidikanId}; `puts` lists what was sent. */
export function gelarApi(start: GelarState = gelarState()) {
  let state = start;
  const puts: { pendidikanId: string; body: { lokasi: 'depan' | 'belakang'; checked: boolean } }[] = [];
  return {
    puts,
    handlers: [
      http.get(`${API}/siasn/ws/pns/gelar`, () => HttpResponse.json(state)),
      http.put(`${API}/siasn/ws/pns/gelar/:id`, async ({ params, request }) => {
        const body = (await request.json()) as { lokasi: 'depan' | 'belakang'; checked: boolean };
        const pendidikanId = String(params.id);
        puts.push({ pendidikanId, body });
        await delay(10);
        state = withPreview({
          ...state,
          degrees: state.degrees.map((d) => (d.pendidikanId === pendidikanId ? { ...d, checked: { ...d.checked, [body.lokasi]: body.checked } } : d)),
        });
        return HttpResponse.json(state);
      }),
    ],
  };
}

// ---- Kesehatan data ---------------------------------------------------------------------

export const RECORD_PROBLEMS: RecordProblem[] = [
  { code: 'NIK_MISSING', severity: 'error', section: 'ubah-data', title: 'NIK belum diisi', detail: 'NIK tidak dapat diubah dari portal.', link: '/pemutakhiran-data/ubah-data' },
  { code: 'DOCUMENT_MISSING', severity: 'warning', section: 'diklat', title: 'Dokumen Kursus belum lengkap', detail: '1 dari 1 entri belum memiliki dokumen Dok Sertifikat Kursus.', link: '/pemutakhiran-data/diklat' },
  { code: 'DEGREE_TITLE_NOT_IN_NAME', severity: 'warning', section: 'gelar', title: 'Gelar M.T. belum tercantum pada nama', detail: 'Riwayat pendidikan S-2 Teknik Elektro memiliki gelar yang tidak ada pada nama di SIASN.', link: '/pemutakhiran-data/gelar' },
];

/** A difference where neither side is wrong: a note, with no link. */
export const EMAIL_NOTE: RecordProblem = {
  code: 'PROFILE_EMAIL_DIFFERS',
  severity: 'info',
  section: 'ubah-data',
  title: 'Email untuk masuk portal tidak sama dengan email di SIASN',
  detail: 'Email resmi kepegawaian Anda adalah email di SIASN: budi@jatimprov.go.id. Email budi@gmail.com hanya dipakai untuk masuk ke portal. Keduanya boleh berbeda; tidak ada yang perlu diubah.',
  link: null,
};

/** GET /siasn/ws/(pns|admin/{nip})/kesehatan-data answering these problems. */
export function recordHealthApi(problems: RecordProblem[] = RECORD_PROBLEMS) {
  const answer = ({ params }: { params: Record<string, unknown> }): Response =>
    HttpResponse.json({ nip: String(params.nip ?? SIASN_NIP), checkedAt: '2026-11-26T07:05:00.000Z', problems } satisfies RecordHealth);
  return [http.get(`${API}/siasn/ws/pns/kesehatan-data`, answer), http.get(`${API}/siasn/ws/admin/:nip/kesehatan-data`, answer)];
}

/** Every service of this file with its fixtures, for a test that needs them all at once. */
export const siasnServicesHandlers = () => [...biodataApi().handlers, ...usulanApi().handlers, ...gelarApi().handlers, ...recordHealthApi()];
