import { describe, expect, it } from 'vitest';
import { adminPasswordBanner, banner } from '../src/banner.ts';

describe('banner', () => {
  it('draws every line in one box of equal width', () => {
    const lines = banner(['short', 'a somewhat longer line', '']).split('\n');

    expect(lines).toEqual([
      '┌──────────────────────────┐',
      '│  short                   │',
      '│  a somewhat longer line  │',
      '│                          │',
      '└──────────────────────────┘',
    ]);
  });

  it('shows the username and password once, where to sign in and how to reset a lost password', () => {
    const text = adminPasswordBanner({
      heading: "Created admin user 'admin'",
      username: 'admin',
      password: 'Xy7-secret_pw',
      signInUrl: 'http://localhost:3000/admin/login',
    });

    expect(text.split('Xy7-secret_pw')).toHaveLength(2);
    expect(text).toContain('│    Username: admin ');
    expect(text).toContain('│    Password: Xy7-secret_pw ');
    expect(text).toContain('Sign in at http://localhost:3000/admin/login');
    expect(text).toContain('pnpm admin:reset-password admin');
    expect(() => JSON.parse(text)).toThrow();
    const widths = new Set(text.split('\n').map((line) => line.length));
    expect(widths.size).toBe(1);
  });
});
