import { describe, expect, it } from 'vitest';
import { adminReturnTarget, forgetAdminReturn, parseAdminLoginSearch, rememberAdminReturn, safeAdminRedirect } from './return-to';

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

  it('never leaves this site or the admin area, however the path is written', () => {
    // Other sites, written so a browser could still read them as one.
    expect(safeAdminRedirect('/admin\\..\\..\\evil.example')).toBe('/admin');
    expect(safeAdminRedirect('/\\evil.example/admin')).toBe('/admin');
    expect(safeAdminRedirect('/admin\t/jobs')).toBe('/admin');
    expect(safeAdminRedirect('/admin/\n//evil.example')).toBe('/admin');
    expect(safeAdminRedirect('javascript:alert(1)//admin')).toBe('/admin');
    expect(safeAdminRedirect(' /admin/jobs')).toBe('/admin');
    // Same site, but out of the admin area or back to the login page once resolved.
    expect(safeAdminRedirect('/admin/../jobs')).toBe('/admin');
    expect(safeAdminRedirect('/admin/%2e%2e/jobs')).toBe('/admin');
    expect(safeAdminRedirect('/admin/blog/../login')).toBe('/admin');
    expect(safeAdminRedirect('/admin/login/')).toBe('/admin');
    // Admin pages keep their search and hash; resolved paths come back resolved.
    expect(safeAdminRedirect('/admin/applications?tab=accepted&search=a%40b.ca#list')).toBe('/admin/applications?tab=accepted&search=a%40b.ca#list');
    expect(safeAdminRedirect('/admin/jobs/../blog')).toBe('/admin/blog');
    expect(safeAdminRedirect('/admin?x=1')).toBe('/admin?x=1');
  });
});

describe('parseAdminLoginSearch', () => {
  it('keeps a safe admin page and the session-ended mark, and nothing else', () => {
    expect(parseAdminLoginSearch({ redirect: '/admin/applications?tab=accepted', session: 'ended' })).toEqual({
      redirect: '/admin/applications?tab=accepted',
      session: 'ended',
    });
    expect(parseAdminLoginSearch({})).toEqual({});
    expect(parseAdminLoginSearch({ redirect: '//evil.example/admin', session: 'ended' })).toEqual({ session: 'ended' });
    expect(parseAdminLoginSearch({ redirect: 'https://evil.example/admin' })).toEqual({});
    expect(parseAdminLoginSearch({ redirect: '/admin' })).toEqual({});
    expect(parseAdminLoginSearch({ redirect: 42, session: 'over', other: 'x' })).toEqual({});
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
