/** Shapes of the demo content that the first start-up writes into an empty database. */
import type { JobType } from '@app/shared/job-types';

export interface SeedJob {
  title: string;
  company: string;
  /** "City, ON" for Ontario jobs, or a remote location such as "Remote - Canada". */
  location: string;
  type: JobType;
  category: string;
  description: string;
  requirements?: string;
  salary?: string;
  featured?: boolean;
  status: 'approved' | 'pending';
  contactEmail?: string;
  contactPhone?: string;
  /** Days before the seed run that the job was posted (0 = today). */
  postedDaysAgo: number;
  /** Days after posting that the job expires, when it does. */
  expiresInDays?: number;
}

export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown: paragraphs, ## headings, bullet lists, **bold**. No raw HTML. */
  content: string;
  category: string;
  author: string;
  /** Site-relative image path such as /images/blog/warehouse-safety.jpg */
  imageUrl?: string;
  published: boolean;
  /** Days before the seed run that the post was published. */
  publishedDaysAgo: number;
}

export interface SeedTestimonial {
  name: string;
  company: string;
  position: string;
  content: string;
  rating: number;
  featured: boolean;
}

export interface SeedApplication {
  /** Title of a seeded approved job this application targets. */
  jobTitle: string;
  applicantName: string;
  applicantEmail: string;
  applicantPhone?: string;
  experience?: string;
  coverLetter: string;
  resume?: string;
  status: 'submitted' | 'under_review' | 'accepted' | 'rejected';
  appliedDaysAgo: number;
}
