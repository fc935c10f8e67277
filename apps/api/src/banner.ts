/**
 * Lines in a box, printed on their own (not as a log line) so a person starting the server sees
 * them among the log: the first admin password, a reset password.
 */
export function banner(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 4);
  return [`┌${rule}┐`, ...lines.map((line) => `│  ${line.padEnd(width)}  │`), `└${rule}┘`].join('\n');
}

/** The box that shows an admin's new random password, once. */
export function adminPasswordBanner({
  heading,
  username,
  password,
  signInUrl,
}: {
  heading: string;
  username: string;
  password: string;
  signInUrl?: string;
}): string {
  return banner([
    heading,
    '',
    `  Username: ${username}`,
    `  Password: ${password}`,
    '',
    ...(signInUrl ? [`Sign in at ${signInUrl}`] : []),
    'This password is shown only this once. Lost it? Set a new one',
    `with: pnpm admin:reset-password ${username}`,
  ]);
}
