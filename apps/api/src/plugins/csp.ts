/** The app's CSP with these script sources added to script-src (and nothing else relaxed). */
export function allowScripts(csp: string, sources: string[]): string {
  return csp
    .split(';')
    .map((directive) => (/^\s*script-src\s/i.test(directive) ? `${directive.trim()} ${sources.join(' ')}` : directive.trim()))
    .join(';');
}
