import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendApplyStart, sendJobView } from './job-beacons';

/** The job page's beacons (issue 38, item 4): once per job and page load, with the landing's source. */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubFetch() {
  const calls: { url: string; init: RequestInit; response: Response }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const response = new Response('{"accepted":true}', { status: 202 });
      calls.push({ url, init, response });
      return Promise.resolve(response);
    }),
  );
  return calls;
}

describe('job page beacons', () => {
  it('sends a view once per job, with the referrer and the landing address’s utm_source', () => {
    const calls = stubFetch();
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/');
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: 'http://localhost:3000/jobs/7?utm_source=job-alert' } as PerformanceEntry]);
    sendJobView(7);
    sendJobView(7);
    sendJobView(8);
    expect(calls.map((c) => c.url)).toEqual(['/api/jobs/7/view', '/api/jobs/8/view']);
    expect(calls[0]!.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ referrer: 'https://www.google.com/', utmSource: 'job-alert' });
  });

  it('sends no source it does not know, and the apply-form start once per job', () => {
    const calls = stubFetch();
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('');
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    sendJobView(9);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({});
    sendApplyStart(9);
    sendApplyStart(9);
    expect(calls.map((c) => c.url)).toEqual(['/api/jobs/9/view', '/api/jobs/9/apply-start']);
  });

  it('reads each answer to its end, so the browser finishes the request and frees its connection', async () => {
    const calls = stubFetch();
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    sendJobView(11);
    sendApplyStart(11);
    await vi.waitFor(() => expect(calls.map((c) => c.response.bodyUsed)).toEqual([true, true]));
  });

  it('never throws when the network or fetch fails', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    expect(() => sendJobView(10)).not.toThrow();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        throw new Error('no fetch');
      }),
    );
    expect(() => sendApplyStart(10)).not.toThrow();
  });
});
