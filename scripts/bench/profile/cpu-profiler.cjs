// Preload for the bench's server (`BENCH_SERVER_NODE_OPTIONS="--require ./scripts/bench/profile/cpu-profiler.cjs"`):
// V8's sampling profiler from start-up to SIGTERM/SIGINT, written to PROFILE_OUT (a .cpuprofile
// that Chrome's DevTools opens; `profile-report.cjs` prints it). Node refuses `--cpu-prof` in
// NODE_OPTIONS, hence the inspector session.
const inspector = require('node:inspector');
const fs = require('node:fs');

const session = new inspector.Session();
session.connect();
session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: 200 }, () => session.post('Profiler.start')));

let written = false;
function writeAndExit() {
  if (written) return;
  written = true;
  session.post('Profiler.stop', (error, result) => {
    if (!error) fs.writeFileSync(process.env.PROFILE_OUT || 'server.cpuprofile', JSON.stringify(result.profile));
    process.exit(0);
  });
}
process.prependListener('SIGTERM', writeAndExit);
process.prependListener('SIGINT', writeAndExit);
