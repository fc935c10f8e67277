import type { Page } from './pagination.ts';
import type { PayPeriod } from './pay.ts';
import type { PostingCheckCode } from './posting-rules.ts';
import type { JobSort } from './constants.ts';
import type { ApplicationStatus, JobStatus, JobType, LeadKind, LeadStatus, SubscriptionStatus } from './constants.ts';
import type { ResumeFileDto } from './uploads.ts';

/** Plain shapes the API answers with. Dates travel as ISO 8601 strings. */

export interface JobDto {
  id: number;
  title: string;
  description: string;
  location: string;
  company: string;
  type: JobType | string;
  category: string;
  requirements: string | null;
  salary: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  status: JobStatus | string;
  featured: boolean;
  isNew: boolean;
  postedAt: string;
  expiresAt: string | null;
  /** Parsed from the location when the job was stored. */
  city: string | null;
  province: string | null;
  remote: boolean;
  /** Parsed from the salary text when the job was stored (null when it names no amount). */
  payMin: number | null;
  payMax: number | null;
  payPeriod: PayPeriod | null;
  /** ISO 4217 code of the pay ('CAD' unless given). */
  currency: string;
  /** Ontario posting answers: is the posting for an existing vacancy, is AI used to screen applicants (null: not answered). */
  existingVacancy: boolean | null;
  aiScreening: boolean | null;
  /** The employer has fewer than 25 employees: the Ontario posting rules do not apply. */
  employerUnder25: boolean;
  /** Open points of the Ontario posting rules, worked out when the job was stored (see POSTING_CHECK_MESSAGES). */
  complianceIssues: PostingCheckCode[];
  /** Why an admin denied the job, and when: set only while the job is denied (admins alone see denied jobs). */
  denialReason: string | null;
  deniedAt: string | null;
  /** When an admin marked the job filled (it is closed); absent or null otherwise. */
  filledAt?: string | null;
}

/**
 * A job in a list: the same fields as a job, but `description` and `requirements` are short
 * excerpts (the job page reads the whole text).
 */
export type JobSummaryDto = JobDto;

/** One value of a search filter and how many jobs match with it. */
export interface FacetValue {
  value: string;
  count: number;
}

/**
 * Counts for the filters of the job search, for the current text query. Each filter counts with
 * the other filters applied but not its own, so its other values show what choosing them gives.
 */
export interface JobFacets {
  type: FacetValue[];
  category: FacetValue[];
  /** The ten places with most jobs: 'Mississauga, ON'. */
  location: FacetValue[];
  /** How many matching jobs are remote. */
  remote: number;
}

export interface JobSearchPage extends Page<JobSummaryDto> {
  facets: JobFacets;
  sort: JobSort;
  /**
   * True when the words matched no job as written and the results are the closest spellings
   * ('forklft' -> Forklift Operator).
   */
  fuzzy: boolean;
}

export interface JobStatusCounts {
  pending: number;
  approved: number;
  denied: number;
  expired: number;
  /** Submissions caught by the spam trap (kept out of 'all'). */
  spam: number;
}

export interface ApplicationDto {
  id: number;
  jobId: number | null;
  jobTitle: string | null;
  userId: number | null;
  applicantName: string | null;
  applicantEmail: string | null;
  applicantPhone: string | null;
  experience: string | null;
  coverLetter: string | null;
  /** The resume link the applicant gave (http or https), or null. */
  resume: string | null;
  /** The uploaded resume file (admins download it from GET /api/admin/applications/{id}/resume), or null. */
  resumeFile: ResumeFileDto | null;
  status: ApplicationStatus;
  appliedAt: string;
}

export interface BlogPostDto {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  category: string;
  author: string;
  published: boolean;
  publishedAt: string | null;
  updatedAt: string;
}

/**
 * A post in a list: the same fields as a post, but `content` is a short excerpt of the body cut at
 * a word (the article page and the admin edit dialog read the whole post).
 */
export type BlogPostSummaryDto = BlogPostDto;

/** A category of the published posts and how many posts it holds (the blog's category buttons). */
export interface BlogCategoryCount {
  name: string;
  count: number;
}

export interface BlogListPage extends Page<BlogPostSummaryDto> {
  /** Every category of the published posts, most posts first (independent of the search). */
  categories: BlogCategoryCount[];
}

/** Posts per admin tab. */
export interface BlogStatusCounts {
  all: number;
  published: number;
  draft: number;
}

export interface BlogAdminPage extends Page<BlogPostSummaryDto> {
  counts: BlogStatusCounts;
}

export interface TestimonialDto {
  id: number;
  name: string;
  company: string | null;
  position: string | null;
  content: string;
  rating: number;
  imageUrl: string | null;
  featured: boolean;
  createdAt: string;
}

/** The figures of the admin Testimonials screen, for every testimonial (not one page). */
export interface TestimonialStatsDto {
  total: number;
  featured: number;
  regular: number;
  /** Mean star rating rounded to one decimal; 0 when there are none. */
  averageRating: number;
  /** Distinct company names, ignoring case, surrounding spaces and blanks. */
  companies: number;
}

export interface TestimonialAdminPage extends Page<TestimonialDto> {
  stats: TestimonialStatsDto;
}

export interface StatsDto {
  jobs: number;
  employers: number;
  hired: number;
}

export interface DashboardStatsDto {
  jobs: number;
  blogPosts: number;
  testimonials: number;
  applications: number;
  newLeads: number;
}

export interface AdminUserDto {
  id: number;
  username: string;
  lastLoginAt: string | null;
}

export interface LeadDto {
  id: number;
  kind: LeadKind;
  status: LeadStatus | SubscriptionStatus | 'spam';
  /** Why the spam trap caught it ('honeypot', 'too fast', 'forged token'); null for other leads. */
  spamReason: string | null;
  createdAt: string;
  /** Name of the person, or the email for newsletter subscribers. */
  name: string;
  /** Null only for a carrier request sent without contact details. */
  email: string | null;
  company: string | null;
  /** One-line summary for lists. */
  summary: string;
  /** Every submitted field, labelled, in form order. */
  fields: { label: string; value: string | null }[];
}

export interface PublicSettingsDto {
  companyName: string;
  companyDescription: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  businessHours: string;
  maintenanceMode: boolean;
}

export interface SettingsDto extends PublicSettingsDto {
  jobAutoApproval: boolean;
  notifyNewApplications: boolean;
  notifyNewJobPosts: boolean;
  notifyBlogComments: boolean;
  notifyWeeklySummary: boolean;
  notifyBrowser: boolean;
  applicationDeadlineDays: number;
  maxFileSizeMb: number;
  allowedFileTypes: string;
  updatedAt: string;
}

/** A public form's signed start time (form.token, GET /api/forms/token). */
export interface FormTokenDto {
  token: string;
  /** Submissions sooner than this after the token was issued are judged a bot's. */
  minFillMs: number;
}
