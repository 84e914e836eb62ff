// Where a server's CPU went, from a .cpuprofile of `cpu-profiler.cjs`, by the original source
// function (the build's source maps) rather than the minified chunk's names.
//   node scripts/bench/profile/profile-report.cjs <profile> <dist dir> [--from S --to S] [--only REGEX] [--top N]
// Without --from/--to it prints how busy each second was (React's renderer vs the rest), to pick
// the window of one bench case; with them, inclusive and self shares of the samples in it.
const fs = require('node:fs');
const path = require('node:path');
const { SourceMapConsumer } = require('source-map-js');

const [file, distDir] = process.argv.slice(2);
const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const dist = path.resolve(distDir);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
let clock = profile.startTime;
const times = profile.timeDeltas.map((d) => (clock += d));
const ancestors = function* (id) {
  for (let x = id; x !== undefined; x = parent.get(x)) yield byId.get(x);
};

if (option('from') === undefined) {
  const seconds = new Map();
  profile.samples.forEach((id, i) => {
    const s = Math.floor((times[i] - profile.startTime) / 1e6);
    const entry = seconds.get(s) ?? { busy: 0, render: 0 };
    if (byId.get(id).callFrame.functionName !== '(idle)') entry.busy += 1;
    if ([...ancestors(id)].some((n) => n.callFrame.url.includes('react-dom-server'))) entry.render += 1;
    seconds.set(s, entry);
  });
  console.log('second: busy samples (of them in React\'s server renderer)');
  for (const [s, e] of seconds) console.log(`${s}: ${e.busy} (${e.render})`);
  process.exit(0);
}

const consumers = new Map();
function consumerOf(url) {
  if (!consumers.has(url)) {
    const map = url.startsWith('file://') ? url.slice(7) + '.map' : url + '.map';
    consumers.set(url, url.includes(dist) && fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null);
  }
  return consumers.get(url);
}
const names = new Map();
function nameOf(node) {
  if (!names.has(node.id)) {
    const frame = node.callFrame;
    let name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/.*node_modules\//, '')}`;
    const original = consumerOf(frame.url)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (original?.source) name = `${original.name || frame.functionName || '(anonymous)'} ${original.source.replace(/^.*?(\.\.\/)+/, '').replace(/^turbopack:\/\/\/\[project\]\//, '')}:${original.line}`;
    names.set(node.id, name);
  }
  return names.get(node.id);
}

const from = profile.startTime + Number(option('from')) * 1e6;
const to = profile.startTime + Number(option('to', 1e9)) * 1e6;
const only = new RegExp(option('only', '.'));
const inclusive = new Map();
const self = new Map();
let total = 0;
profile.samples.forEach((id, i) => {
  if (times[i] < from || times[i] >= to) return;
  total += 1;
  const own = nameOf(byId.get(id));
  self.set(own, (self.get(own) ?? 0) + 1);
  const seen = new Set([...ancestors(id)].map(nameOf));
  for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
});
const top = (counts) =>
  [...counts]
    .filter(([name]) => only.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(option('top', 40)))
    .map(([name, n]) => `${((100 * n) / total).toFixed(1).padStart(5)}%  ${name}`)
    .join('\n');
console.log(`${total} samples\n--- inclusive\n${top(inclusive)}\n--- self\n${top(self)}`);
