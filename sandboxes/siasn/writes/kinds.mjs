// The eight record kinds the sandbox saves and deletes (docs/personnel-writes.md 2): the save path's
// kind -> what its payload requires and the read row it leaves.
import { angkakredit, jabatan } from './kinds-career.mjs';
import { diklat, kursus, penghargaan, sertifikasi } from './kinds-development.mjs';
import { kinerjaperiodik, skp22 } from './kinds-performance.mjs';

export const RECORD_KINDS = { jabatan, angkakredit, skp22, kinerjaperiodik, diklat, kursus, penghargaan, sertifikasi };

