import { Alert, Button, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconArticle, IconCircleCheck, IconFileText, IconNotes, IconPencil, IconPlus, IconSearchOff } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BlogPostSummaryDto } from '@app/shared/schemas/dtos';
import { notifyAdmin } from '../../../lib/notify';
import { ListPagination } from '../../ListPagination/ListPagination';
import { DebouncedSearchInput } from '../../DebouncedSearchInput/DebouncedSearchInput';
import { trpc } from '../../../lib/trpc';
import { usePagePastEnd } from '../../../lib/use-page-past-end';
import { AdminPageHeader, ConfirmDialog, EmptyState, StatCard } from '../common';
import { CountedTabsList } from '../common/CountedTabsList';
import { BlogPostCard } from './BlogPostCard';
import { BlogPostDialog } from './BlogPostDialog';
import { BLOG_TABS, tabCounts, type AdminBlogSearch, type BlogTab } from './blog-admin';
import { invalidateBlogQueries } from './invalidate';
import { adminBlogQuery } from './queries';

type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/**
 * Admin 'Blog Posts': stat cards and tab counts from the server, a search box, one page of post
 * cards per tab (state in the URL), the create/edit dialog and the delete confirmation.
 */
export function BlogPostsPage({
  search,
  onSearchChange,
}: {
  search: AdminBlogSearch;
  onSearchChange: (next: AdminBlogSearch, options?: { replace?: boolean }) => void;
}) {
  const tab: BlogTab = search.tab ?? 'all';
  const posts = useQuery({ ...adminBlogQuery(search), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BlogPostSummaryDto | null>(null);

  const remove = useMutation(
    trpc.blog.delete.mutationOptions({
      onSuccess: async () => {
        notifyAdmin('Blog post deleted successfully');
        setDeleting(null);
        await invalidateBlogQueries();
      },
      onError: (error) => notifyAdmin('Failed to delete blog post', error.message, 'error'),
    }),
  );

  const data = posts.data;
  // The last post of the last page deleted (or an old link): go to the last page there is.
  const beyond = usePagePastEnd(data, (page) => onSearchChange({ ...search, page }, { replace: true }));

  const value = (n: number | undefined) => (data ? n : posts.isError ? '—' : undefined);
  const openCreate = () => setEditing({ mode: 'create' });
  const active = BLOG_TABS.find((t) => t.value === tab)!;

  const renderList = () => {
    if (posts.isPending || beyond !== null || (posts.isPlaceholderData && data?.items.length === 0)) {
      return (
        <Stack gap="md" aria-busy="true" aria-label="Loading blog posts">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={150} radius="md" />
          ))}
        </Stack>
      );
    }
    if (!data) return null;
    if (data.items.length === 0) {
      if (search.search) {
        return <EmptyState title="No posts match your search" message={`Nothing in this tab matches “${search.search}”.`} icon={<IconSearchOff size={28} />} />;
      }
      return (
        <EmptyState
          title={active.empty}
          message={active.hint}
          icon={tab === 'drafts' ? <IconNotes size={28} /> : <IconFileText size={28} />}
          action={
            tab === 'all' ? (
              <Button mt="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={openCreate}>
                Create First Post
              </Button>
            ) : undefined
          }
        />
      );
    }
    return (
      <Stack gap="md" style={{ opacity: posts.isPlaceholderData ? 0.6 : 1 }} aria-busy={posts.isFetching}>
        <Text size="sm" c="dimmed" role="status" data-testid="blog-list-total">
          {data.total === 1 ? '1 post' : `${data.total.toLocaleString('en-US')} posts`}
          {search.search ? ` matching “${search.search}”` : ''}
        </Text>
        {data.items.map((post) => (
          <BlogPostCard key={post.id} post={post} onEdit={() => setEditing({ mode: 'edit', id: post.id })} onDelete={() => setDeleting(post)} />
        ))}
        <ListPagination page={data} label="Blog post pages" onChange={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })} />
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="Blog Posts"
        subtitle="Write, publish and maintain the articles on the public blog."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openCreate}>
            New Post
          </Button>
        }
      />

      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 'sm', sm: 'md' }}>
        <StatCard label="Total Posts" value={value(data?.counts.all)} hint="all articles" icon={<IconArticle size={22} />} color="brand" />
        <StatCard label="Published" value={value(data?.counts.published)} hint="live on the blog" icon={<IconCircleCheck size={22} />} color="teal" />
        <StatCard label="Drafts" value={value(data?.counts.draft)} hint="not yet published" icon={<IconPencil size={22} />} color="amber" />
      </SimpleGrid>

      {posts.isError ? (
        <Alert color="red" title="Could not load blog posts" role="alert">
          {posts.error.message}
        </Alert>
      ) : null}

      <DebouncedSearchInput
        label="Search posts"
        placeholder="Title, slug, excerpt or category"
        value={search.search}
        onCommit={(next) => onSearchChange({ ...search, search: next, page: undefined }, { replace: true })}
        maw={480}
      />

      <Tabs
        value={tab}
        onChange={(v) => onSearchChange({ ...search, tab: v === 'published' || v === 'drafts' ? v : undefined, page: undefined })}
        keepMounted={false}
      >
        <CountedTabsList tabs={BLOG_TABS} active={tab} counts={data ? tabCounts(data.counts) : undefined} />
        {BLOG_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {t.value === tab ? renderList() : null}
          </Tabs.Panel>
        ))}
      </Tabs>

      <BlogPostDialog opened={editing !== null} postId={editing?.mode === 'edit' ? editing.id : null} onClose={() => setEditing(null)} />

      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        title="Delete Blog Post"
        message={deleting ? `Are you sure you want to delete '${deleting.title}'? This action cannot be undone.` : ''}
        loading={remove.isPending}
      />
    </Stack>
  );
}
