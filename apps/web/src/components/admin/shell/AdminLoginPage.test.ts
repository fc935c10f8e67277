import { describe, expect, it } from 'vitest';
import { safeAdminRedirect } from './AdminLoginPage';

describe('safeAdminRedirect', () => {
  it('returns to admin pages only', () => {
    expect(safeAdminRedirect(undefined)).toBe('/admin');
    expect(safeAdminRedirect('/admin/jobs')).toBe('/admin/jobs');
    expect(safeAdminRedirect('/admin/applications?status=accepted')).toBe('/admin/applications?status=accepted');
    expect(safeAdminRedirect('/admin')).toBe('/admin');
    expect(safeAdminRedirect('/admin/login?redirect=%2Fadmin')).toBe('/admin');
    expect(safeAdminRedirect('https://evil.example/admin')).toBe('/admin');
    expect(safeAdminRedirect('//evil.example/admin')).toBe('/admin');
    expect(safeAdminRedirect('/administrator')).toBe('/admin');
    expect(safeAdminRedirect('/jobs')).toBe('/admin');
  });
});
