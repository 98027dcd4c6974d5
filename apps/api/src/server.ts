import { buildApp } from './app.ts';
import { prepareFirstStart } from './db/seed/first-start.ts';
import { sealChainsWithCurrentKey } from './modules/invoicing/ledger.service.ts';
import { type Config, readConfig, StartRefused } from './platform/config.ts';

/**
 * Starts Velodesk: the stay-system simulator (unless STAY_SYSTEM_URL names a real stay system),
 * then the API with the built web app. The first start of an empty database seeds it (demo data,
 * or the first administrator: db/seed/first-start.ts). Ctrl-C (SIGINT) or SIGTERM stops both
 * cleanly and exits 0. `npm start` runs this file built to JavaScript (scripts/start.mjs).
 */
let stopSimulator: (() => Promise<unknown>) | null = null;
try {
  const config = readConfig();
  stopSimulator = config.staySystemUrl ? null : await startSimulator(config);
  const { app, ctx } = await buildApp(config);
  await prepareFirstStart(ctx);
  const sealed = await sealChainsWithCurrentKey(ctx);
  if (sealed > 0) app.log.info(`The ledger key ${ctx.ledgerKey.fingerprint} now signs ${sealed} chain(s).`);
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
} catch (error) {
  // A refused start (missing administrator, bad setting) says what to set, without a stack trace.
  if (error instanceof StartRefused) console.error(`Velodesk did not start: ${error.message}`);
  else console.error('Velodesk did not start:', error);
  await stopSimulator?.();
  process.exit(1);
}

async function startSimulator(config: Config): Promise<() => Promise<void>> {
  const { buildStaySim } = await import('@velodesk/stay-sim/sim');
  const port = Number(process.env.STAY_SIM_PORT ?? 3100);
  const sim = buildStaySim({ publicBaseUrl: `http://localhost:${port}` });
  await sim.app.listen({ port, host: '127.0.0.1' });
  config.staySystemUrl = `http://127.0.0.1:${port}`;
  console.info(`Stay-system simulator runs at ${config.staySystemUrl}`);
  return () => sim.app.close();
}
