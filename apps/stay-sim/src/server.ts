/**
 * Runs the stay-system simulator on its own: `npm start -w apps/stay-sim`.
 * PORT (default 3100), STAY_SIM_SEED, STAY_SIM_PUBLIC_URL (default http://127.0.0.1:PORT).
 */
import { buildStaySim } from './sim.ts';

const port = Number(process.env.PORT ?? 3100);
const host = '127.0.0.1';
const seed = process.env.STAY_SIM_SEED === undefined ? undefined : Number(process.env.STAY_SIM_SEED);

const { app } = buildStaySim({
  seed,
  publicBaseUrl: process.env.STAY_SIM_PUBLIC_URL ?? `http://${host}:${port}`,
  logger: true,
});

let isClosing = false;
const close = async (signal: string) => {
  if (isClosing) return;
  isClosing = true;
  app.log.info(`stay-sim: ${signal} received, closing`);
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void close('SIGINT'));
process.on('SIGTERM', () => void close('SIGTERM'));

try {
  await app.listen({ port, host });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
