import { describe, expect, it } from 'vitest';
import { ZJobCreateInput } from '@app/shared/schemas/inputs';
import { jobDto } from '../../../test-fixtures';
import { EMPTY_JOB_FORM, canSubmitJob, categoryOptions, jobToFormValues, toJobInput, typeOptions } from './job-form';

const filled = {
  ...EMPTY_JOB_FORM,
  title: 'Forklift Operator',
  company: 'Acme Logistics',
  location: 'Brampton, ON',
  type: 'Full-Time',
  category: 'Warehouse',
  description: 'Operate forklifts safely.',
};

describe('admin job form', () => {
  it('enables submit only when the six required fields are filled', () => {
    expect(canSubmitJob(EMPTY_JOB_FORM)).toBe(false);
    expect(canSubmitJob(filled)).toBe(true);
    for (const key of ['title', 'company', 'location', 'type', 'category', 'description'] as const) {
      expect(canSubmitJob({ ...filled, [key]: '   ' })).toBe(false);
    }
    expect(canSubmitJob({ ...filled, salary: '', requirements: '', contactEmail: '', contactPhone: '' })).toBe(true);
  });

  it('uses the spec messages for contact email and phone', () => {
    const bad = ZJobCreateInput.safeParse(toJobInput({ ...filled, contactEmail: 'nope', contactPhone: '12345' }));
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(messages.contactEmail).toBe('Please enter a valid email address');
    expect(messages.contactPhone).toBe('Please enter a valid phone number');
    expect(ZJobCreateInput.safeParse(toJobInput(filled)).success).toBe(true);
  });

  it('shows Part-time as the admin spelling Part-Time and keeps unknown values selectable', () => {
    expect(typeOptions('Part-Time')).toEqual(['Full-Time', 'Part-Time', 'Contract', 'Remote']);
    expect(categoryOptions('Customer Service')).toContain('Customer Service');
    expect(categoryOptions('Healthcare')).toHaveLength(6);
  });

  it('fills the edit form from a stored job', () => {
    const job = jobDto({
      title: 'Driver',
      description: 'Drive',
      location: 'Toronto',
      company: 'X',
      type: 'Part-time',
      category: 'Transportation',
      contactEmail: 'a@b.co',
      isNew: true,
      city: 'Toronto',
      province: null,
    });
    expect(jobToFormValues(job)).toMatchObject({ type: 'Part-Time', salary: '', contactEmail: 'a@b.co', contactPhone: '' });
  });
});
