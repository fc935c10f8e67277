import type { BlogPostDto, JobDto, PublicSettingsDto } from '@app/validators';
import { queryClient, trpc } from './trpc';

/** What the server read for this page and wrote into its HTML (apps/api/src/plugins/server-head.ts). */
interface InitialData {
  settings?: PublicSettingsDto;
  job?: JobDto;
  post?: BlogPostDto;
}

/**
 * Puts the answers the server already read for this page (Site Settings, the job or the article)
 * into the query cache, under the keys the pages ask with, so the first screen renders without
 * waiting for a second round trip. Reads `<script id="initial-data">` once and removes it.
 */
export function seedInitialData(doc: Document = document) {
  const element = doc.getElementById('initial-data');
  if (!element) return;
  element.remove();
  let data: InitialData;
  try {
    data = JSON.parse(element.textContent ?? '') as InitialData;
  } catch {
    return;
  }
  if (data.settings) queryClient.setQueryData(trpc.settings.public.queryKey(), data.settings);
  if (data.job) queryClient.setQueryData(trpc.job.byId.queryKey({ id: data.job.id }), data.job);
  if (data.post) queryClient.setQueryData(trpc.blog.bySlug.queryKey({ slug: data.post.slug }), data.post);
}
