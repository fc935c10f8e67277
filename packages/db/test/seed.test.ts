import { describe, expect, it } from 'vitest';
import { BlogPost, Job, JobApplication, migrate, seed, Testimonial, getSiteSettings } from '../src/index.ts';
import { useTestDatabase } from './test-database.ts';

const db = useTestDatabase(migrate);

describe('migrations and demo content', () => {
  it('creates the single settings row with the documented defaults', async () => {
    const settings = await getSiteSettings(db.orm.em.fork());
    expect(settings.maintenanceMode).toBe(false);
    expect(settings.jobAutoApproval).toBe(false);
    expect(settings.applicationDeadlineDays).toBe(30);
    expect(settings.maxFileSizeMb).toBe(5);
  });

  it('seeds realistic content once', async () => {
    const first = await seed(db.orm.em.fork());
    expect(first.seeded).toBe(true);
    const em = db.orm.em.fork();
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
    const em = db.orm.em.fork();
    await em.nativeDelete(JobApplication, {});
    await em.nativeDelete(Job, {});
    const again = await seed(db.orm.em.fork());
    expect(again.seeded).toBe(false);
    expect(await db.orm.em.fork().count(Job)).toBe(0);
  });
});
