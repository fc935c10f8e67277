/**
 * Addresses compared as mailboxes: the mail cap counts one mailbox however its address is spelled,
 * and My applications and the one-application-per-job rule find a person's applications by it
 * (job_applications.applicant_mailbox, which the entity keeps from the address).
 */

/**
 * One mailbox, however it is spelled: lower case, without a `+tag`, and for Gmail without the
 * dots of the local part (googlemail.com is gmail.com). Addresses reach this validated.
 */
export function normalizeMailbox(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  while (domain.endsWith('.')) domain = domain.slice(0, -1);
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/** The mailbox of an address, or null without one. */
export const mailboxOf = (address: string | null | undefined): string | null => (address ? normalizeMailbox(address) : null);
