import { ADMIN_JOB_CATEGORIES } from '@app/shared/constants';
import { ADMIN_JOB_TYPES, adminJobType } from '@app/shared/job-types';
import { postedSalaryText } from '@app/shared/pay';
import type { JobDto } from '@app/shared/schemas/dtos';
import { PAY_POSTING_INITIAL, payPostingInput, payPostingValues, type PayPostingValues } from '../../jobs/PayPostingFields';
import { JOB_LANGUAGE_INITIAL, jobLanguageInput, jobLanguageValues, type JobLanguageValues } from '../../jobs/JobFrenchFields';

export interface JobFormValues extends PayPostingValues, JobLanguageValues {
  title: string;
  company: string;
  location: string;
  type: string;
  category: string;
  salary: string;
  description: string;
  requirements: string;
  contactEmail: string;
  contactPhone: string;
}

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  company: '',
  location: '',
  type: '',
  category: '',
  salary: '',
  description: '',
  requirements: '',
  ...JOB_LANGUAGE_INITIAL,
  ...PAY_POSTING_INITIAL,
  contactEmail: '',
  contactPhone: '',
};

export const REQUIRED_JOB_FIELDS = ['title', 'company', 'location', 'type', 'category', 'description'] as const;

/** Section 5: the submit button stays disabled until the six required fields are all filled in. */
export function canSubmitJob(values: JobFormValues): boolean {
  return REQUIRED_JOB_FIELDS.every((key) => values[key].trim().length > 0);
}

/** The form filled with a stored job, for the 'Edit Job' dialog. */
export function jobToFormValues(job: JobDto): JobFormValues {
  return {
    title: job.title,
    company: job.company,
    location: job.location,
    type: adminJobType(job.type),
    category: job.category,
    // The poster's note, not the pay an answer writes out for a job without one (that would be saved back as a note).
    salary: postedSalaryText(job),
    description: job.description,
    requirements: job.requirements ?? '',
    ...jobLanguageValues(job),
    ...payPostingValues(job),
    contactEmail: job.contactEmail ?? '',
    contactPhone: job.contactPhone ?? '',
  };
}

/** Category choices: the admin list, plus the job's own category when it comes from elsewhere. */
export function categoryOptions(current: string): string[] {
  const list: string[] = [...ADMIN_JOB_CATEGORIES];
  if (current && !list.includes(current)) list.push(current);
  return list;
}

/** Type choices: the admin list, plus an unknown stored type so editing never loses it. */
export function typeOptions(current: string): string[] {
  const list: string[] = [...ADMIN_JOB_TYPES];
  if (current && !list.includes(current)) list.push(current);
  return list;
}

/** Trimmed values for POST/PUT; blank optional fields are sent empty (stored as absent). */
export function toJobInput(values: JobFormValues) {
  return {
    title: values.title.trim(),
    company: values.company.trim(),
    location: values.location.trim(),
    type: values.type.trim(),
    category: values.category.trim(),
    description: values.description.trim(),
    salary: values.salary.trim(),
    requirements: values.requirements.trim(),
    contactEmail: values.contactEmail.trim(),
    contactPhone: values.contactPhone.trim(),
    ...jobLanguageInput(values),
    ...payPostingInput(values),
  };
}
