#!/usr/bin/env node
/**
 * Cold start of `npm start` (docs/benchmarks.md): the time from spawning `npm start` to the first
 * 200 of /api/health, on the embedded database, with everything already built. Each round starts
 * once on a new DATA_DIR (first start: database and demo data) and once on that same folder again.
 *   node scripts/measure-start.mjs [rounds=3] [port=3790]
 * Build first (`npm run build`, or one `npm start`): a build would be counted otherwise.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rounds = Number(process.argv[2] ?? 3);
const port = Number(process.argv[3] ?? 3790);

const once = async (dataDir) => {
  const started = performance.now();
  const env = { ...process.env, PORT: String(port), STAY_SIM_PORT: String(port + 1), DATA_DIR: dataDir };
  for (const name of ['WEB_DIST_DIR', 'DATABASE_URL', 'STAY_SYSTEM_URL', 'SEED_DEMO']) delete env[name];
  env.LOG_LEVEL = 'warn';
  const child = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  let seconds = null;
  while (performance.now() - started < 120_000) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) {
        seconds = (performance.now() - started) / 1000;
        break;
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  process.kill(-child.pid, 'SIGINT');
  const code = await exited;
  if (seconds === null || code !== 0)
    throw new Error(`npm start did not serve or stop cleanly (exit ${code})`);
  return seconds;
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fresh = [];
const existing = [];
for (let round = 0; round < rounds; round++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'velodesk-start-'));
  rmSync(dataDir, { recursive: true });
  fresh.push(await once(dataDir));
  existing.push(await once(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
const show = (values) =>
  `median ${median(values).toFixed(2)} s (${values.map((v) => v.toFixed(2)).join(', ')})`;
console.log(`new DATA_DIR:      ${show(fresh)}`);
console.log(`existing DATA_DIR: ${show(existing)}`);
console.log(
  `load average: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
