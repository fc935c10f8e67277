import { Button, Group, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX, IconLink } from '@tabler/icons-react';
import { notify } from '../../lib/notify';
import { shareUrl, type ShareNetwork } from './blog';

const NETWORKS: { network: ShareNetwork; label: string; icon: typeof IconBrandFacebook; color: string }[] = [
  { network: 'facebook', label: 'Facebook', icon: IconBrandFacebook, color: '#1877F2' },
  { network: 'twitter', label: 'X (Twitter)', icon: IconBrandX, color: '#0f1419' },
  { network: 'linkedin', label: 'LinkedIn', icon: IconBrandLinkedin, color: '#0A66C2' },
];

/** Opens a share dialog of the network in a small popup window. */
export function openSharePopup(url: string) {
  const width = 600;
  const height = 540;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  window.open(url, 'share-dialog', `popup=yes,width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`);
}

/** Copies the article link; the toast says whether it worked (section 8). */
export async function copyArticleLink(url: string) {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(url);
    notify('Link copied!', 'Article link has been copied to your clipboard.');
  } catch {
    notify('Copy failed', 'Unable to copy link. Please try again.', { tone: 'error' });
  }
}

/** Share buttons for an article: Facebook, X (Twitter), LinkedIn in popups, and Copy Link. */
export function ShareButtons({ title, excerpt }: { title: string; excerpt: string }) {
  const pageUrl = () => window.location.href.split('#')[0]!;
  return (
    <div role="group" aria-labelledby="share-heading">
      <Text id="share-heading" fw={700} c="navy.9" mb="sm">
        Share this article
      </Text>
      <Group gap="sm">
        {NETWORKS.map(({ network, label, icon: Icon, color }) => (
          <Button
            key={network}
            variant="default"
            leftSection={<Icon size={18} color={color} aria-hidden />}
            onClick={() => openSharePopup(shareUrl(network, { url: pageUrl(), title, excerpt }))}
          >
            {label}
          </Button>
        ))}
        <Button variant="light" leftSection={<IconLink size={18} aria-hidden />} onClick={() => void copyArticleLink(pageUrl())}>
          Copy Link
        </Button>
      </Group>
    </div>
  );
}
