import { Button, Group, Text } from '@mantine/core';
import { m } from '../../lib/i18n';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX, IconLink, IconMail } from '@tabler/icons-react';
import { useId } from 'react';
import { notify } from '../../lib/notify';
import { absoluteUrl, useSite } from '../../lib/seo';
import { shareUrl, type ShareNetwork } from './share';

const NETWORKS: { network: Exclude<ShareNetwork, 'email'>; label: string; icon: typeof IconBrandFacebook; color: string }[] = [
  { network: 'facebook', label: 'Facebook', icon: IconBrandFacebook, color: '#1877F2' },
  { network: 'twitter', label: 'X (Twitter)', icon: IconBrandX, color: '#0f1419' },
  { network: 'linkedin', label: 'LinkedIn', icon: IconBrandLinkedin, color: '#0A66C2' },
];

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
      <Text id={headingId} fw={700} c="navy.9" mb="sm">
        {thing === 'job' ? m.share_this_job() : m.share_this_article()}
      </Text>
      <Group gap="sm">
        {NETWORKS.map(({ network, label, icon: Icon, color }) => (
          <Button
            key={network}
            variant="default"
            leftSection={<Icon size={18} color={color} aria-hidden />}
            onClick={() => openSharePopup(shareUrl(network, page))}
          >
            {label}
          </Button>
        ))}
        <Button component="a" href={shareUrl('email', page)} variant="default" leftSection={<IconMail size={18} aria-hidden />}>
          {m.division_email()}
        </Button>
        <Button variant="light" leftSection={<IconLink size={18} aria-hidden />} onClick={() => void copyPageLink(page.url, thing)}>
          {m.share_copy_link()}
        </Button>
      </Group>
    </div>
  );
}
