export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin' | 'email';

/** What a page shares: its address, title and a short summary (an article's excerpt, a job's description). */
export interface SharedPage {
  url: string;
  title: string;
  summary: string;
}

/** Share links built from the page URL, title and summary: network dialogs, or an email to write. */
export function shareUrl(network: ShareNetwork, page: SharedPage): string {
  const url = encodeURIComponent(page.url);
  const title = encodeURIComponent(page.title);
  const summary = encodeURIComponent(page.summary);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${title}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${title}`;
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?mini=true&url=${url}&title=${title}&summary=${summary}`;
    case 'email':
      return `mailto:?subject=${title}&body=${encodeURIComponent(`${page.summary}\n\n${page.url}`)}`;
  }
}
