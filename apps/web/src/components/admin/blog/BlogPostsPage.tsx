import { Alert, Button, SimpleGrid, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconArticle, IconCircleCheck, IconFileText, IconNotes, IconPencil, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { BlogPostDto } from '@app/validators';
import { notifyAdmin } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { AdminPageHeader, ConfirmDialog, EmptyState, StatCard } from '../common';
import { BlogPostCard } from './BlogPostCard';
import { BlogPostDialog } from './BlogPostDialog';
import { BLOG_TABS, blogStats, filterPosts, type BlogTab } from './blog-admin';
import { invalidateBlogQueries } from './invalidate';
import { CountedTabsList } from '../common/CountedTabsList';

type Editing = { mode: 'create' } | { mode: 'edit'; post: BlogPostDto } | null;

/** Admin 'Blog Posts': stats, tabs, post cards, the create/edit dialog and delete confirmation. */
export function BlogPostsPage() {
  const posts = useQuery(trpc.blog.adminList.queryOptions());
  const [tab, setTab] = useState<BlogTab>('all');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BlogPostDto | null>(null);

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

  const all = useMemo(() => posts.data ?? [], [posts.data]);
  const stats = blogStats(all);
  const value = (n: number) => (posts.isSuccess ? n : posts.isError ? '—' : undefined);
  const counts: Record<BlogTab, number> = { all: stats.total, published: stats.published, drafts: stats.drafts };
  const openCreate = () => setEditing({ mode: 'create' });

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
        <StatCard label="Total Posts" value={value(stats.total)} hint="all articles" icon={<IconArticle size={22} />} color="brand" />
        <StatCard label="Published" value={value(stats.published)} hint="live on the blog" icon={<IconCircleCheck size={22} />} color="teal" />
        <StatCard label="Drafts" value={value(stats.drafts)} hint="not yet published" icon={<IconPencil size={22} />} color="amber" />
      </SimpleGrid>

      {posts.isError ? (
        <Alert color="red" title="Could not load blog posts" role="alert">
          {posts.error.message}
        </Alert>
      ) : null}

      <Tabs value={tab} onChange={(v) => setTab((v as BlogTab | null) ?? 'all')} keepMounted={false}>
        <CountedTabsList tabs={BLOG_TABS} active={tab} counts={posts.isSuccess ? counts : undefined} />
        {BLOG_TABS.map((t) => {
          const visible = filterPosts(all, t.value);
          return (
            <Tabs.Panel key={t.value} value={t.value}>
              {posts.isPending ? (
                <Stack gap="md" aria-busy="true" aria-label="Loading blog posts">
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} h={150} radius="md" />
                  ))}
                </Stack>
              ) : posts.isError ? null : visible.length === 0 ? (
                <EmptyState
                  title={t.empty}
                  message={t.hint}
                  icon={t.value === 'drafts' ? <IconNotes size={28} /> : <IconFileText size={28} />}
                  action={
                    t.value === 'all' ? (
                      <Button mt="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={openCreate}>
                        Create First Post
                      </Button>
                    ) : undefined
                  }
                />
              ) : (
                <Stack gap="md">
                  {visible.map((post) => (
                    <BlogPostCard key={post.id} post={post} onEdit={() => setEditing({ mode: 'edit', post })} onDelete={() => setDeleting(post)} />
                  ))}
                </Stack>
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>

      <BlogPostDialog opened={editing !== null} post={editing?.mode === 'edit' ? editing.post : null} posts={all} onClose={() => setEditing(null)} />

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
