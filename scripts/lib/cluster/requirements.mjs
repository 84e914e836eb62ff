// What a cluster needs before anything starts: one database and one Redis for every process, and nginx.
import { NGINX_BIN, nginxInstalled } from './nginx.mjs';

/**
 * The reasons the cluster cannot start with `env` (Indonesian, then English), none when it can.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string[]}
 */
export function clusterProblems(env) {
  const problems = [];
  if (!env.DATABASE_URL)
    problems.push(
      'DATABASE_URL belum diisi: klaster butuh PostgreSQL. PGlite (basis data bawaan) hanya bisa dibuka oleh satu proses; untuk satu proses pakai `npm start`.\n' +
        '  DATABASE_URL is not set: a cluster needs PostgreSQL. PGlite (the embedded database) is opened by one process only; for one process use `npm start`.',
    );
  if (!env.REDIS_URL)
    problems.push(
      'REDIS_URL belum diisi: tanpa Redis tiap proses menghitung batas laju, menyimpan cache dan menyiarkan peristiwa sendiri-sendiri.\n' +
        '  REDIS_URL is not set: without Redis each process keeps its own rate limits, caches and live events.',
    );
  if (!nginxInstalled())
    problems.push(
      `nginx tidak ditemukan di ${NGINX_BIN}: pasang dengan \`apt-get install nginx\` atau isi NGINX_BIN.\n` +
        `  nginx not found at ${NGINX_BIN}: install it with \`apt-get install nginx\` or set NGINX_BIN.`,
    );
  return problems;
}

/** Throws one error naming every problem. */
export function assertClusterRequirements(env) {
  const problems = clusterProblems(env);
  if (problems.length > 0) throw new Error(`npm run start:cluster tidak bisa dimulai / cannot start:\n- ${problems.join('\n- ')}`);
}
