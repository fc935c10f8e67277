import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, readCatalogue } from '../scripts/messages';

describe('the message catalogues (messages/<area>/en.json and fr.json)', () => {
  it('have the same keys, none empty, with the same {placeholders} in both languages', () => {
    expect(catalogueProblems()).toEqual([]);
    expect(Object.keys(readCatalogue('fr')).length).toBeGreaterThan(50);
  });

  it('name a key missing in one language, an empty text and a placeholder that differs', () => {
    const problems = catalogueProblems({
      en: { nav_home: 'Home', greeting: 'Hello {name}', footer: 'Footer' },
      fr: { nav_home: '', greeting: 'Bonjour {nom}' },
    });
    expect(problems).toEqual(['footer: missing in fr', 'greeting: the languages do not have the same {placeholders}', 'nav_home: empty in fr']);
  });

  it('are compiled into src/paraglide as they are now (run `pnpm --filter @app/web messages` after editing one)', () => {
    // In a process of its own: the compiler's database rejects the buffers of jsdom's realm.
    const script = join(__dirname, '../scripts/messages.ts');
    const run = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
