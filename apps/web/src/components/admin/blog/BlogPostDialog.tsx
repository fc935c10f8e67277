import { Alert, Fieldset, Skeleton, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { BlogPostDto } from '@app/shared/schemas/dtos';
import { ZBlogPostCreateInput, slugify } from '@app/shared/schemas/inputs';
import { notifyAdmin } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { AdminDialog, DialogFormActions, afterSave } from '../common';
import { invalidateBlogQueries } from './invalidate';

export interface BlogPostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  published: boolean;
  /** The French version (issue 35): shown on French pages when all three are given. */
  titleFr: string;
  excerptFr: string;
  contentFr: string;
}

const resolver = schemaResolver(ZBlogPostCreateInput, { sync: true });

export interface BlogPostDialogProps {
  opened: boolean;
  /** The id of the post being edited; `null` creates a new one. */
  postId: number | null;
  onClose: () => void;
}

/** 'Edit Blog Post' and 'New Blog Post' dialog. */
export function BlogPostDialog({ opened, postId, onClose }: BlogPostDialogProps) {
  return (
    <AdminDialog opened={opened} onClose={onClose} title={postId !== null ? 'Edit Blog Post' : 'New Blog Post'} size="xl" fullScreenOnPhones>
      {!opened ? null : postId !== null ? <EditPost key={postId} id={postId} onDone={onClose} /> : <BlogPostForm key="new" post={null} onDone={onClose} />}
    </AdminDialog>
  );
}

/** Lists carry excerpts of the body: the dialog edits the whole post, read by its id. */
function EditPost({ id, onDone }: { id: number; onDone: () => void }) {
  const post = useQuery(trpc.blog.byId.queryOptions({ id }));
  if (post.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading the post">
        {[36, 36, 64, 180].map((h, i) => (
          <Skeleton key={i} h={h} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (post.isError) {
    return (
      <Alert color="red" title="Could not load the post" role="alert">
        {post.error.message}
      </Alert>
    );
  }
  return <BlogPostForm post={post.data} onDone={onDone} />;
}

function BlogPostForm({ post, onDone }: { post: BlogPostDto | null; onDone: () => void }) {
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
      titleFr: post?.titleFr ?? '',
      excerptFr: post?.excerptFr ?? '',
      contentFr: post?.contentFr ?? '',
    },
    // A taken slug is refused by the server (409); its message lands at the slug field.
    validate: resolver,
  });

  const onError = (failure: string) => (error: { message: string; data?: { code?: string } | null }) => {
    if (error.data?.code === 'CONFLICT') form.setFieldError('slug', error.message);
    notifyAdmin(failure, error.message, 'error');
  };

  const saved = afterSave(invalidateBlogQueries, onDone);
  const create = useMutation(
    trpc.blog.create.mutationOptions({ onSuccess: saved('Blog post created successfully'), onError: onError('Failed to create blog post') }),
  );
  const update = useMutation(
    trpc.blog.update.mutationOptions({ onSuccess: saved('Blog post updated successfully'), onError: onError('Failed to update blog post') }),
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
      // Sent blank, a French field is cleared.
      titleFr: values.titleFr.trim(),
      excerptFr: values.excerptFr.trim(),
      contentFr: values.contentFr,
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
        <Fieldset legend="French version (optional)" radius="md">
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              French pages (/fr/blogue) show these when all three are filled in; otherwise they show the English post, marked as English.
            </Text>
            <TextInput label="Titre (français)" lang="fr" {...form.getInputProps('titleFr')} />
            <Textarea label="Extrait (français)" lang="fr" autosize minRows={2} maxRows={4} {...form.getInputProps('excerptFr')} />
            <Textarea label="Contenu (français)" lang="fr" autosize minRows={6} maxRows={18} {...form.getInputProps('contentFr')} />
          </Stack>
        </Fieldset>
        <Switch label="Published" description="Published posts are visible on the public blog." {...form.getInputProps('published', { type: 'checkbox' })} />
        <DialogFormActions onCancel={onDone} pending={pending} submitLabel={creating ? 'Create Post' : 'Save Changes'} />
      </Stack>
    </form>
  );
}
