/**
 * A small load generator for the rentals benchmarks (run by bench/run.ts in a second process):
 * `connections` loops send requests for `seconds`, each request built by its mode, and it prints
 * one JSON line: requests per second, p50/p95/p99 latency (ms, exact from every sample) and the
 * count of each status. Modes: "static" (the same request), "reserve" (POST /reservations, each
 * on a different product and period), "close" (PATCH /rentals/{firstId + i}/close, each once), "pay" (POST /payments/create, 1 € on
 * a different contract each time).
 * `before` (optional): a request sent before each measured one, not timed (e.g. a write that makes
 * the planning's cached answer out of date). `offset` (optional): the first request's index, so that
 * a second run of "reserve" or "close" books other slots and closes other contracts. `warm: false`
 * leaves out the untimed first request of "static".
 */
import http from 'node:http';

const config = JSON.parse(process.argv[2]);
const { base, token, seconds, connections } = config;
let next = config.offset ?? 0;
const samples = [];
const statuses = {};

const build = (i) => {
  if (config.mode === 'reserve') {
    const product = config.productIds[i % config.productIds.length];
    const slot = Math.floor(i / config.productIds.length);
    const day = new Date(Date.UTC(2031, 0, 1 + 2 * slot)).toISOString().slice(0, 10);
    return {
      method: 'POST',
      path: '/api/reservations',
      body: {
        startDate: `${day}T08:00:00`,
        endDate: `${day}T19:00:00`,
        products: [`/api/products/${product}`],
        customer: config.customer,
      },
    };
  }
  if (config.mode === 'pay')
    // A payment of 1 € at the counter on a different contract each time (every third rental of the
    // June 2030 set is a contract in progress).
    return {
      method: 'POST',
      path: '/api/payments/create',
      body: [
        {
          site: config.site,
          rental: `/api/rentals/${1_000_000 + 3 * i}`,
          cashDesk: 11,
          paymentMethod: 1,
          amount: 1,
        },
      ],
    };
  if (config.mode === 'close')
    return { method: 'PATCH', path: `/api/rentals/${config.firstId + i}/close`, body: {} };
  return { method: config.method, path: config.path, body: config.body };
};

const agent = new http.Agent({ keepAlive: true, maxSockets: connections + 1 });

/**
 * Sends a request and reads its whole answer, as a browser would ask for it (gzip accepted) but
 * without decoding it: the time is the API's and the transfer's, not this client's inflating of a
 * large planning (node:http, keep-alive, one socket per connection).
 */
const send = (request) =>
  new Promise((resolve, reject) => {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const outgoing = http.request(
      `${base}${request.path}`,
      {
        method: request.method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-encoding': 'gzip',
          ...(body === undefined
            ? {}
            : {
                'content-type':
                  request.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json',
                'content-length': Buffer.byteLength(body),
              }),
        },
      },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve({ status: response.statusCode, ok: response.statusCode < 400 }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    if (body !== undefined) outgoing.write(body);
    outgoing.end();
  });

// One request first, not timed (the same for every endpoint): the first planning after the data
// set was built is built by the API, the ones after it are kept (the "after a write" row measures
// a planning built each time).
if (config.mode === 'static' && config.warm !== false) await send(build(-1));
const deadline = performance.now() + seconds * 1000;
const loop = async () => {
  while (performance.now() < deadline) {
    const i = next++;
    if (config.limit !== undefined && i >= config.limit) return;
    const request = build(i);
    if (config.before) {
      const before = await send(config.before);
      if (!before.ok) statuses[`before ${before.status}`] = (statuses[`before ${before.status}`] ?? 0) + 1;
    }
    const started = performance.now();
    const response = await send(request);
    samples.push(performance.now() - started);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
};
const started = performance.now();
await Promise.all(Array.from({ length: connections }, loop));
const elapsed = (performance.now() - started) / 1000;
samples.sort((a, b) => a - b);
const at = (q) =>
  Number((samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0).toFixed(1));
console.log(
  JSON.stringify({
    requests: samples.length,
    requestsPerSecond: Number((samples.length / elapsed).toFixed(1)),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    statuses,
    clientCpuMsPerRequest: Number(
      ((process.cpuUsage().user + process.cpuUsage().system) / 1000 / Math.max(1, samples.length)).toFixed(2),
    ),
  }),
);
agent.destroy();
