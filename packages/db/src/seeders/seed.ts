import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { JobApplication } from '../entities/job-application.entity.ts';
import { Job } from '../entities/job.entity.ts';
import { Testimonial } from '../entities/testimonial.entity.ts';
import { getSiteSettings } from '../site-settings.ts';

export interface SeedResult {
  seeded: boolean;
  jobs: number;
  blogPosts: number;
  testimonials: number;
  applications: number;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Writes the demo content once. The site settings row remembers that it ran, so content an
 * admin later deletes never comes back, and a database that already holds jobs, posts or
 * testimonials is never seeded over.
 */
export async function seed(em: EntityManager, now = new Date()): Promise<SeedResult> {
  const none: SeedResult = { seeded: false, jobs: 0, blogPosts: 0, testimonials: 0, applications: 0 };
  return em.transactional(async (tx) => {
    const settings = await getSiteSettings(tx, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (settings.demoContentSeededAt) return none;
    const existing = (await tx.count(Job)) + (await tx.count(BlogPost)) + (await tx.count(Testimonial));
    settings.demoContentSeededAt = now;
    if (existing > 0) return none;

    // The demo content is loaded only when it is about to be written.
    const [{ seedJobs }, { seedBlogPosts }, { seedTestimonials }, { seedApplications }] = await Promise.all([
      import('./data/jobs.ts'),
      import('./data/blog-posts.ts'),
      import('./data/testimonials.ts'),
      import('./data/applications.ts'),
    ]);

    const ago = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY - minutes * 60_000);
    const jobsByTitle = new Map<string, InstanceType<typeof Job.class>>();
    seedJobs.forEach((j, i) => {
      const postedAt = ago(j.postedDaysAgo, i * 7);
      const job = tx.create(Job, {
        title: j.title,
        company: j.company,
        location: j.location,
        type: j.type,
        category: j.category,
        description: j.description,
        requirements: j.requirements ?? null,
        salary: j.salary ?? null,
        featured: j.featured ?? false,
        status: j.status,
        contactEmail: j.contactEmail ?? null,
        contactPhone: j.contactPhone ?? null,
        // The demo postings answer Ontario's two posting questions (our own postings: real vacancies,
        // no AI screening), so they carry no open compliance points.
        existingVacancy: true,
        aiScreening: false,
        postedAt,
        updatedAt: postedAt,
        // Published demo jobs close like real ones (Google for Jobs reads validThrough): at their own
        // date, or 60 days after they were posted and at least 30 days from now.
        expiresAt: j.expiresInDays
          ? new Date(postedAt.getTime() + j.expiresInDays * DAY)
          : j.status === 'approved'
            ? new Date(Math.max(postedAt.getTime() + 60 * DAY, now.getTime() + 30 * DAY))
            : null,
      });
      if (j.status === 'approved' && !jobsByTitle.has(j.title)) jobsByTitle.set(j.title, job);
    });

    seedBlogPosts.forEach((b, i) => {
      const at = ago(b.publishedDaysAgo, i * 13);
      tx.create(BlogPost, {
        slug: b.slug,
        title: b.title,
        excerpt: b.excerpt,
        content: b.content,
        category: b.category,
        author: b.author,
        imageUrl: b.imageUrl ?? null,
        published: b.published,
        publishedAt: b.published ? at : null,
        createdAt: at,
        updatedAt: at,
      });
    });

    seedTestimonials.forEach((t, i) => {
      tx.create(Testimonial, { ...t, imageUrl: null, createdAt: ago(60 - i * 5) });
    });

    let applications = 0;
    seedApplications.forEach((a, i) => {
      const job = jobsByTitle.get(a.jobTitle);
      if (!job) throw new Error(`Seed application targets unknown job '${a.jobTitle}'`);
      applications++;
      tx.create(JobApplication, {
        job,
        user: null,
        jobTitle: job.title,
        applicantName: a.applicantName,
        applicantEmail: a.applicantEmail,
        applicantPhone: a.applicantPhone ?? null,
        experience: a.experience ?? null,
        coverLetter: a.coverLetter,
        resume: a.resume ?? null,
        status: a.status,
        appliedAt: ago(a.appliedDaysAgo, 30 + i * 41),
      });
    });

    return {
      seeded: true,
      jobs: seedJobs.length,
      blogPosts: seedBlogPosts.length,
      testimonials: seedTestimonials.length,
      applications,
    };
  });
}
