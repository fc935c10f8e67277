import { Button, Group, Modal, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { ZBlogPostCreateInput, slugify, type BlogPostDto } from '@app/validators';
import { notifyAdmin } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { SLUG_TAKEN, slugTaken } from './blog-admin';
import { invalidateBlogQueries } from './invalidate';

export interface BlogPostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  published: boolean;
}

const resolver = schemaResolver(ZBlogPostCreateInput, { sync: true });

export interface BlogPostDialogProps {
  opened: boolean;
  /** The post being edited; `null` creates a new one. */
  post: BlogPostDto | null;
  /** Every post, to warn about a taken slug before the server does. */
  posts: BlogPostDto[];
  onClose: () => void;
}

/** 'Edit Blog Post' and 'New Blog Post' dialog. */
export function BlogPostDialog({ opened, post, posts, onClose }: BlogPostDialogProps) {
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', color: 'var(--mantine-color-navy-9)' } }} opened={opened} onClose={onClose} title={post ? 'Edit Blog Post' : 'New Blog Post'} size="xl" radius="md" fullScreen={narrow} centered>
      {opened ? <BlogPostForm key={post?.id ?? 'new'} post={post} posts={posts} onDone={onClose} /> : null}
    </Modal>
  );
}

function BlogPostForm({ post, posts, onDone }: { post: BlogPostDto | null; posts: BlogPostDto[]; onDone: () => void }) {
  const creating = post === null;
  // While creating, the slug follows the title until the admin edits it by hand.
  const slugEdited = useRef(!creating);

  const form = useForm<BlogPostFormValues>({
    mode: 'controlled',
    initialValues: {
      title: post?.title ?? '',
      slug: post?.slug ?? '',
      excerpt: post?.excerpt ?? '',
      content: post?.content ?? '',
      imageUrl: post?.imageUrl ?? '',
      published: post?.published ?? false,
    },
    validate: (values) => {
      const errors = resolver(values);
      if (!errors.slug && slugTaken(posts, values.slug, post?.id)) errors.slug = SLUG_TAKEN;
      return errors;
    },
  });

  const onError = (failure: string) => (error: { message: string; data?: { code?: string } | null }) => {
    if (error.data?.code === 'CONFLICT') form.setFieldError('slug', error.message);
    notifyAdmin(failure, error.message, 'error');
  };

  const create = useMutation(
    trpc.blog.create.mutationOptions({
      onSuccess: async () => {
        notifyAdmin('Blog post created successfully');
        await invalidateBlogQueries();
        onDone();
      },
      onError: onError('Failed to create blog post'),
    }),
  );
  const update = useMutation(
    trpc.blog.update.mutationOptions({
      onSuccess: async () => {
        notifyAdmin('Blog post updated successfully');
        await invalidateBlogQueries();
        onDone();
      },
      onError: onError('Failed to update blog post'),
    }),
  );
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    const payload = {
      title: values.title.trim(),
      slug: values.slug.trim(),
      excerpt: values.excerpt.trim(),
      content: values.content,
      imageUrl: values.imageUrl.trim() || null,
      published: values.published,
    };
    if (post) update.mutate({ id: post.id, ...payload });
    else create.mutate(payload);
  });

  const titleProps = form.getInputProps('title');
  const slugProps = form.getInputProps('slug');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          withAsterisk
          {...titleProps}
          onChange={(event) => {
            const title = event.currentTarget.value;
            form.setFieldValue('title', title);
            if (!slugEdited.current) form.setFieldValue('slug', slugify(title));
          }}
        />
        <TextInput
          label="Slug"
          withAsterisk
          description={creating ? 'Suggested from the title; the article address is /blog/{slug}.' : 'The article address is /blog/{slug}.'}
          {...slugProps}
          onChange={(event) => {
            const slug = event.currentTarget.value;
            // Clearing the field hands the slug back to the title suggestion.
            slugEdited.current = creating ? slug !== '' : true;
            form.setFieldValue('slug', slug);
          }}
        />
        <Textarea label="Excerpt" withAsterisk autosize minRows={2} maxRows={4} {...form.getInputProps('excerpt')} />
        <Textarea label="Content" withAsterisk autosize minRows={8} maxRows={18} {...form.getInputProps('content')} />
        <TextInput label="Image URL" placeholder="https://... or /images/blog/..." {...form.getInputProps('imageUrl')} />
        <Switch
          label="Published"
          description="Published posts are visible on the public blog."
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {creating ? 'Create Post' : 'Save Changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
