import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from '../src/plugins/csp.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptSources: the hashes of the scripts a page runs inline', () => {
  it('hashes each runnable inline script once, as the browser does (the UTF-8 of its text)', () => {
    const page = [
      '<!doctype html><html lang="fr-CA"><head><style>:root{--x:1}</style>',
      '<script>window.a = "Émilie – café"</script>',
      '<script type="module">import "/assets/x.js"</script>',
      '<script type="text/javascript" >b()</script>',
      '<script>window.a = "Émilie – café"</script>',
      '</head><body><p>İstanbul</p><script>c()</script></body></html>',
    ].join('');
    const expected = [sha256('window.a = "Émilie – café"'), sha256('import "/assets/x.js"'), sha256('b()'), sha256('c()')];
    expect(inlineScriptSources(page)).toEqual(expected);
    // The page as the server holds it (bytes) and as a string give the same sources.
    expect(inlineScriptSources(Buffer.from(page, 'utf8'))).toEqual(expected);
  });

  it('finds tags in any case, and only whole script tags', () => {
    const page = '<SCRIPT>a()</SCRIPT><Script Type="MODULE">b()</sCrIpT><scripts>no()</scripts><script-x>no()</script-x><script/>';
    expect(inlineScriptSources(page)).toEqual([sha256('a()'), sha256('b()')]);
  });

  it('leaves out scripts with a src, data blocks and empty scripts', () => {
    const page = [
      '<script src="/assets/app.js"></script>',
      '<script type="module" src="/assets/m.js"></script>',
      '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
      '<script></script>',
      '<script>run()</script>',
    ].join('');
    expect(inlineScriptSources(page)).toEqual([sha256('run()')]);
  });

  it('an unclosed script or tag ends the search without failing', () => {
    expect(inlineScriptSources('<script>a()</script><script>b()')).toEqual([sha256('a()')]);
    expect(inlineScriptSources('<script type="module"')).toEqual([]);
    expect(inlineScriptSources('')).toEqual([]);
  });
});
