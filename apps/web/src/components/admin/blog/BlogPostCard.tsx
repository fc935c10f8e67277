import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconExternalLink } from '@tabler/icons-react';
import type { BlogPostDto } from '@app/shared/schemas/dtos';
import { formatLocalDate } from '../../../lib/format';
import { EditDeleteButtons } from '../common';

export interface BlogPostCardProps {
  post: BlogPostDto;
  onEdit: () => void;
  onDelete: () => void;
}

/** A post in the admin list: title, status badge, excerpt, published date and the View / Edit / Delete actions. */
export function BlogPostCard({ post, onEdit, onDelete }: BlogPostCardProps) {
  const date = post.published ? formatLocalDate(post.publishedAt) : null;
  return (
    <Card withBorder radius="md" padding="lg" shadow="xs" component="article" aria-label={post.title} data-testid="blog-post-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} fz="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {post.title}
          </Title>
          {post.published ? (
            <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
              Published
            </Badge>
          ) : (
            <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
              Draft
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dark.4" lineClamp={2}>
          {post.excerpt}
        </Text>
        <Group gap="md" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="xs" c="dimmed" data-testid="blog-post-date">
              {date ?? 'Not published'}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            /blog/{post.slug}
          </Text>
          {post.category ? (
            <Badge variant="outline" color="navy" size="sm">
              {post.category}
            </Badge>
          ) : null}
        </Group>
        <Group gap="xs" mt={4}>
          <Button
            component="a"
            href={`/blog/${post.slug}`}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            size="xs"
            leftSection={<IconExternalLink size={14} aria-hidden />}
          >
            View
          </Button>
          <EditDeleteButtons onEdit={onEdit} onDelete={onDelete} />
        </Group>
      </Stack>
    </Card>
  );
}
