import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, validJob, type TestApp } from './helpers.ts';

/**
 * Issue 24, finding 1: one request must never hold the event loop. The pay amount pattern used to
 * backtrack polynomially: `GET /api/jobs?minPay=` with 2,000 spaces and an 'x' took 7 s of the one
 * thread, and every other request waited. Now every text is length-capped before any pattern
 * runs, and no pattern backtracks (test/redos.test.ts in packages/shared scans them all).
 *
 * What is measured is the CPU time of this thread (process.threadCpuUsage) while the app answers:
 * the time the event loop is busy with the request, whatever else the machine is doing. Waiting for
 * PostgreSQL costs no CPU here.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_WRITE_LIMIT: '1000', PUBLIC_READ_LIMIT: '100000' });
  // The first call of each route compiles its schemas (zod's JIT) and warms the code: not an attack's cost.
  await t.app.inject({ url: '/api/jobs?minPay=20' });
  await t.app.inject({ url: '/api/jobs?query=fork&location=Milton' });
  await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...validJob, payMin: '1' } });
  await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'x' } });
});
afterAll(() => t.close());

/** The most any one request may keep the event loop busy. */
const BUDGET_MS = 50;
/** The server's body limit (app.ts bodyLimit). */
const BODY_LIMIT = 1024 * 1024;

async function cpuOf(request: InjectOptions) {
  const before = process.threadCpuUsage();
  const res = await t.app.inject(request);
  const used = process.threadCpuUsage(before);
  return { res, ms: (used.user + used.system) / 1000 };
}

const spaces = (n: number) => '+'.repeat(n);

/** `filler` repeated as often as fits: the JSON body that `build` makes of it stays within the body limit. */
function fitted(filler: string, build: (text: string) => object, tail = 'x'): object {
  const one = Buffer.byteLength(JSON.stringify(build(filler + tail)));
  const per = Buffer.byteLength(JSON.stringify(build(filler.repeat(2) + tail))) - one;
  const times = Math.floor((BODY_LIMIT - one - 1024) / per);
  const body = build(filler.repeat(times) + tail);
  expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(BODY_LIMIT * 0.9);
  return body;
}

describe('hostile pay amounts (the pattern that froze the server)', () => {
  it('GET /api/jobs?minPay= with 2,000 spaces and an x is a quick 400', async () => {
    const { res, ms } = await cpuOf({ url: `/api/jobs?minPay=${spaces(2000)}x` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('minPay must be a number');
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it('the same through /jobs/feed.xml and /trpc/job.list', async () => {
    const feed = await cpuOf({ url: `/jobs/feed.xml?minPay=${spaces(4000)}x` });
    expect(feed.res.statusCode).toBe(400);
    expect(feed.ms).toBeLessThan(BUDGET_MS);
    const trpc = await cpuOf({ url: `/trpc/job.list?input=${encodeURIComponent(JSON.stringify({ minPay: `-${' '.repeat(4000)}x` }))}` });
    expect(trpc.res.statusCode).toBe(400);
    expect(trpc.ms).toBeLessThan(BUDGET_MS);
  });

  it('payMin and payMax of POST /api/jobs/submit, up to the body limit', async () => {
    for (const filler of [' ', '\t', '1', ',', '$ ']) {
      for (const field of ['payMin', 'payMax']) {
        const payload = fitted(filler, (text) => ({ ...validJob, [field]: `-${text}` }));
        const { res, ms } = await cpuOf({ method: 'POST', url: '/api/jobs/submit', payload });
        expect(res.statusCode, `${field} of ${JSON.stringify(filler)}`).toBe(400);
        expect(ms, `${field} of ${JSON.stringify(filler)}`).toBeLessThan(BUDGET_MS);
      }
    }
  });
});

describe('any text field, up to the body limit', () => {
  const fillers = [' ', 'a', '-', '.', '1,', 'a@', '<script', 'http://', '\u00a0', 'é'];
  const contact = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '4165550199', subject: 'Hello there', message: 'Hello there, a question.' };

  it('a form (POST /api/contact) answers 400 within the budget, whatever the text, in any field', async () => {
    for (const filler of fillers) {
      for (const field of Object.keys(contact)) {
        const payload = fitted(filler, (text) => ({ ...contact, [field]: text }), '\u0000');
        const { res, ms } = await cpuOf({ method: 'POST', url: '/api/contact', payload });
        expect(res.statusCode, `${field} of ${JSON.stringify(filler)}`).toBe(400);
        expect(ms, `${field} of ${JSON.stringify(filler)}`).toBeLessThan(BUDGET_MS);
      }
    }
  });

  it('a search (GET /api/jobs) answers within the budget, whatever the words (400 when too long once trimmed)', async () => {
    for (const filler of fillers) {
      // A URL is bounded by Node's header limit (16 KB for the request line and headers): two
      // fields of up to 7 KB each once encoded.
      const unit = encodeURIComponent(filler).length;
      const text = encodeURIComponent(`${filler.repeat(Math.floor(7_000 / unit))}x`);
      expect(text.length).toBeLessThan(7_200);
      const { res, ms } = await cpuOf({ url: `/api/jobs?query=${text}&location=${text}` });
      expect(res.statusCode, JSON.stringify(filler)).toBe(filler.trim() === '' ? 200 : 400);
      expect(ms, `search with ${JSON.stringify(filler)}`).toBeLessThan(BUDGET_MS);
    }
  });
});
