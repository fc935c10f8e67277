import { describe, expect, it } from 'vitest';
import { mayOpenAdminScreen, type StaffRole } from '@app/shared/roles';
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
      '/admin/privacy',
      '/admin/settings',
      '/admin/team',
      '/admin/profile',
    ]);
  });

  it('shows each role only the screens it may open', () => {
    const screens = (role: StaffRole) => ADMIN_NAV.filter((i) => mayOpenAdminScreen(i.to, role)).map((i) => i.label);
    expect(screens('owner')).toHaveLength(ADMIN_NAV.length);
    expect(screens('recruiter')).toEqual(['Dashboard', 'Jobs', 'Applications', 'Leads', 'Profile']);
    expect(screens('editor')).toEqual(['Dashboard', 'Blog Posts', 'Testimonials', 'Profile']);
    expect(mayOpenAdminScreen('/admin/settings/', 'recruiter')).toBe(false);
    expect(mayOpenAdminScreen('/admin/team', 'recruiter')).toBe(false);
    expect(mayOpenAdminScreen('/admin/team', 'editor')).toBe(false);
    expect(mayOpenAdminScreen('/admin/team', 'owner')).toBe(true);
    expect(mayOpenAdminScreen('/admin/jobs/12', 'recruiter')).toBe(true);
    expect(mayOpenAdminScreen('/admin/unknown', 'editor')).toBe(false);
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
