import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '@app/db';
import { createInstancePair, loginCookie, validJob, type AppInstance, type InstancePair, type TestApp } from './helpers.ts';

describe('kept search answers across app instances', () => {
  let pair: InstancePair;
  let a: TestApp;
  let b: AppInstance;
  let cookie: string;

  beforeAll(async () => {
    // A second instance on the same database, with its own memory.
    pair = await createInstancePair({ SEARCH_CACHE_TTL_SECONDS: '600' });
    ({ first: a, second: b } = pair);
    cookie = await loginCookie(b.app);
  });
  afterAll(() => pair.close());

  const titles = async (app: TestApp['app'], qs: string) => (await app.inject({ url: `/api/jobs${qs}` })).json().map((j: { title: string }) => j.title);

  it('a change made through another instance, or in the database itself, is seen at once', async () => {
    expect(await titles(a.app, '?query=welder')).toEqual([]);
    expect(await titles(a.app, '?query=welder')).toEqual([]);

    const created = await b.app.inject({ method: 'POST', url: '/api/jobs', headers: { cookie }, payload: { ...validJob, title: 'Welder' } });
    expect(created.statusCode).toBe(201);
    await b.app.inject({ method: 'PATCH', url: `/api/jobs/${created.json().id}/status`, headers: { cookie }, payload: { status: 'approved' } });
    expect(await titles(a.app, '?query=welder')).toEqual(['Welder']);

    await a.orm.em.fork().getConnection().execute(`update jobs set title = 'Senior Welder' where title = 'Welder'`);
    expect(await titles(a.app, '?query=welder')).toEqual(['Senior Welder']);

    await a.orm.em.fork().nativeDelete(Job, { title: 'Senior Welder' });
    expect(await titles(a.app, '?query=welder')).toEqual([]);
  });
});
