import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost, createOrm, Job, JobApplication, migrate, seed, Testimonial, type Orm, getSiteSettings } from '../src/index.ts';
import { createDatabase, startTestCluster } from '../src/testing.ts';

let cluster: Awaited<ReturnType<typeof startTestCluster>>;
let orm: Orm;

beforeAll(async () => {
  cluster = await startTestCluster();
  const db = await createDatabase(cluster.port);
  orm = await createOrm({ clientUrl: db.url, poolMax: 2 });
  await migrate(orm);
}, 120_000);

afterAll(async () => {
  await orm?.close(true);
  await cluster?.stop();
});

describe('migrations and demo content', () => {
  it('creates the single settings row with the documented defaults', async () => {
    const settings = await getSiteSettings(orm.em.fork());
    expect(settings.maintenanceMode).toBe(false);
    expect(settings.jobAutoApproval).toBe(false);
    expect(settings.applicationDeadlineDays).toBe(30);
    expect(settings.maxFileSizeMb).toBe(5);
  });

  it('seeds realistic content once', async () => {
    const first = await seed(orm.em.fork());
    expect(first.seeded).toBe(true);
    const em = orm.em.fork();
    const approved = await em.find(Job, { status: 'approved' });
    expect(approved.length).toBeGreaterThanOrEqual(30);
    expect(await em.count(Job, { status: 'pending' })).toBeGreaterThanOrEqual(5);
    expect(new Set(approved.map((j) => j.type))).toEqual(new Set(['Full-Time', 'Part-time', 'Contract', 'Remote']));
    expect(approved.some((j) => j.featured)).toBe(true);
    expect(approved.some((j) => /remote|anywhere/i.test(j.location))).toBe(true);
    expect(await em.count(BlogPost, { published: true })).toBe(8);
    expect(await em.count(BlogPost, { published: false })).toBe(2);
    expect(await em.count(BlogPost, { published: false, publishedAt: null })).toBe(2);
    expect(await em.count(Testimonial)).toBe(8);
    expect(await em.count(Testimonial, { featured: true })).toBe(4);
    expect(await em.count(JobApplication)).toBeGreaterThan(0);
  });

  it('never seeds again, even after the content was deleted', async () => {
    const em = orm.em.fork();
    await em.nativeDelete(JobApplication, {});
    await em.nativeDelete(Job, {});
    const again = await seed(orm.em.fork());
    expect(again.seeded).toBe(false);
    expect(await orm.em.fork().count(Job)).toBe(0);
  });
});
