import { describe, expect, it } from 'vitest';
import { INSTALL_DISMISSED_KEY, isAndroid, isInstallDismissed, rememberInstallDismissed } from './install';

describe('isAndroid', () => {
  it('recognises Android user agents only', () => {
    expect(isAndroid('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')).toBe(true);
    expect(isAndroid('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1')).toBe(false);
    expect(isAndroid('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe(false);
    expect(isAndroid('')).toBe(false);
    expect(isAndroid(undefined)).toBe(false);
  });
});

describe('session memory of a dismissal', () => {
  it('is remembered in the given storage', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    expect(isInstallDismissed(storage)).toBe(false);
    rememberInstallDismissed(storage);
    expect(map.get(INSTALL_DISMISSED_KEY)).toBe('1');
    expect(isInstallDismissed(storage)).toBe(true);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(isInstallDismissed(broken)).toBe(false);
    expect(() => rememberInstallDismissed(broken)).not.toThrow();
    expect(isInstallDismissed(null)).toBe(false);
  });

  it('uses sessionStorage (gone with the session)', () => {
    window.sessionStorage.clear();
    rememberInstallDismissed(window.sessionStorage);
    expect(isInstallDismissed(window.sessionStorage)).toBe(true);
    expect(window.localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
    window.sessionStorage.clear();
  });
});
