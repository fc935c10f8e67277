import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, isAdminNavActive } from './nav';

describe('admin sidebar', () => {
  it('lists the sections in order', () => {
    expect(ADMIN_NAV.map((i) => i.to)).toEqual([
      '/admin',
      '/admin/jobs',
      '/admin/blog',
      '/admin/testimonials',
      '/admin/applications',
      '/admin/leads',
      '/admin/email',
      '/admin/activity',
      '/admin/settings',
    ]);
  });

  it('marks /admin active only on the dashboard itself', () => {
    expect(isAdminNavActive('/admin', '/admin')).toBe(true);
    expect(isAdminNavActive('/admin', '/admin/')).toBe(true);
    expect(isAdminNavActive('/admin', '/admin/jobs')).toBe(false);
  });

  it('marks other links active on their path and anything under it', () => {
    expect(isAdminNavActive('/admin/jobs', '/admin/jobs')).toBe(true);
    expect(isAdminNavActive('/admin/jobs', '/admin/jobs/12')).toBe(true);
    expect(isAdminNavActive('/admin/jobs', '/admin/blog')).toBe(false);
    expect(isAdminNavActive('/admin/blog', '/admin/blogroll')).toBe(false);
  });
});
