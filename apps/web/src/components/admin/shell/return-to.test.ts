import { describe, expect, it } from 'vitest';
import { adminReturnTarget, forgetAdminReturn, rememberAdminReturn, safeAdminRedirect } from './return-to';

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

describe('remembering the asked admin page', () => {
  it('keeps an admin page for after the login, once', () => {
    const storage = window.sessionStorage;
    storage.clear();
    rememberAdminReturn('/admin/applications?status=accepted', storage);
    expect(adminReturnTarget(undefined, storage)).toBe('/admin/applications?status=accepted');
    forgetAdminReturn(storage);
    expect(adminReturnTarget(undefined, storage)).toBe('/admin');
  });

  it('stores nothing for the dashboard or pages outside the admin area', () => {
    const storage = window.sessionStorage;
    storage.clear();
    rememberAdminReturn('/admin/jobs', storage);
    rememberAdminReturn('/admin', storage);
    expect(adminReturnTarget(undefined, storage)).toBe('/admin');
    rememberAdminReturn('https://evil.example/admin', storage);
    expect(storage.length).toBe(0);
  });

  it('prefers an explicit ?redirect= and still validates it', () => {
    const storage = window.sessionStorage;
    storage.clear();
    rememberAdminReturn('/admin/blog', storage);
    expect(adminReturnTarget('/admin/settings', storage)).toBe('/admin/settings');
    expect(adminReturnTarget('//evil.example', storage)).toBe('/admin');
  });

  it('falls back to the dashboard when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => rememberAdminReturn('/admin/jobs', broken)).not.toThrow();
    expect(adminReturnTarget(undefined, broken)).toBe('/admin');
    expect(() => forgetAdminReturn(broken)).not.toThrow();
  });
});
