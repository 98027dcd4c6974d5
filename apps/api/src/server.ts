import { buildApp } from './app.ts';
import { readConfig } from './platform/config.ts';

/**
 * Starts Velodesk: the stay-system simulator (unless STAY_SYSTEM_URL names a real stay system),
 * then the API with the built web app. Ctrl-C stops both cleanly.
 */
const config = readConfig();
const stopSimulator = config.staySystemUrl ? null : await startSimulator();

const { app } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(`Velodesk runs at http://localhost:${config.port} (API at /api, docs at /api/docs)`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received, stopping`);
  await app.close();
  await stopSimulator?.();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

async function startSimulator(): Promise<() => Promise<void>> {
  const { buildStaySim } = await import('@velodesk/stay-sim/sim');
  const port = Number(process.env.STAY_SIM_PORT ?? 3100);
  const sim = buildStaySim({ publicBaseUrl: `http://localhost:${port}` });
  await sim.app.listen({ port, host: '127.0.0.1' });
  config.staySystemUrl = `http://127.0.0.1:${port}`;
  console.info(`Stay-system simulator runs at ${config.staySystemUrl}`);
  return () => sim.app.close();
}
