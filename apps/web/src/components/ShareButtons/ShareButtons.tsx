import { m } from '../../lib/i18n';
import { useId } from 'react';
import { notify } from '../../lib/notify';
import { absoluteUrl, useSite } from '../../lib/seo';
import { shareUrl, type ShareNetwork } from './share';
import classes from './ShareButtons.module.css';
import { PLAIN_BUTTON } from '../PlainButton/PlainButton';

/** The networks shared to in a popup (their icons and colours: ShareButtons.module.css). */
const NETWORKS: { network: Exclude<ShareNetwork, 'email'>; label: string }[] = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'twitter', label: 'X (Twitter)' },
  { network: 'linkedin', label: 'LinkedIn' },
];

const BUTTON = `${PLAIN_BUTTON} ${classes.icon}`;

/** What is shared: names the row and the copy confirmation ('Article link has been copied...'). */
export type SharedThing = 'article' | 'job';

/** Opens a share dialog of the network in a small popup window. */
export function openSharePopup(url: string) {
  const width = 600;
  const height = 540;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  window.open(url, 'share-dialog', `popup=yes,width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`);
}

/** Copies the page link; the toast says whether it worked (section 8). */
export async function copyPageLink(url: string, thing: SharedThing = 'article') {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(url);
    notify(m.share_copied_title(), thing === 'job' ? m.share_copied_job() : m.share_copied_article());
  } catch {
    notify(m.share_copy_failed_title(), m.share_copy_failed_text(), { tone: 'error' });
  }
}

/**
 * The share row of a page (a blog article, a job): Facebook, X (Twitter) and LinkedIn in popups,
 * an email to write, and Copy Link. `path` is the page's own path; the links use its full address.
 */
export function ShareButtons({ path, title, summary, thing }: { path: string; title: string; summary: string; thing: SharedThing }) {
  const headingId = useId();
  const site = useSite();
  const page = { url: absoluteUrl(site, path), title, summary };
  return (
    <div role="group" aria-labelledby={headingId}>
      <p id={headingId} className={classes.heading}>
        {thing === 'job' ? m.share_this_job() : m.share_this_article()}
      </p>
      <div className={classes.row}>
        {NETWORKS.map(({ network, label }) => (
          <button
            key={network}
            type="button"
            className={BUTTON}
            data-variant="default"
            data-icon={network}
            onClick={() => openSharePopup(shareUrl(network, page))}
          >
            {label}
          </button>
        ))}
        <a href={shareUrl('email', page)} className={BUTTON} data-variant="default" data-icon="email">
          {m.division_email()}
        </a>
        <button type="button" className={BUTTON} data-variant="light" data-icon="link" onClick={() => void copyPageLink(page.url, thing)}>
          {m.share_copy_link()}
        </button>
      </div>
    </div>
  );
}
