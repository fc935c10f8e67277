import { Badge, Box, Card, Group, Text, Title } from '@mantine/core';
import { currentLocale, m } from '../../lib/i18n';
import { localizedPost } from '../../lib/post-text';
import { IconArrowRight, IconCalendar, IconClock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { BlogPostDto } from '@app/shared/schemas/dtos';
import { useShownDate } from '../../lib/use-shown-date';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { READ_TIME, blogImage } from './blog';
import classes from './blog.module.css';

type CardPost = Pick<BlogPostDto, 'slug' | 'title' | 'excerpt' | 'imageUrl' | 'category' | 'publishedAt' | 'titleFr' | 'excerptFr' | 'contentFr'>;

/**
 * An article card: image (or the fallback), category, title, excerpt, date and the fixed
 * '5 min read'. The title is the card's one link, stretched over the whole card.
 */
export function BlogCard({ post: stored, headingLevel = 3 }: { post: CardPost; headingLevel?: 2 | 3 | 4 }) {
  // On a French page: the post's French title and excerpt when it has a French version.
  const post = localizedPost({ ...stored, content: stored.contentFr ?? '' }, currentLocale());
  const date = useShownDate(post.publishedAt);
  const headingId = `blog-card-${post.slug}`;
  return (
    <Card withBorder radius="lg" padding={0} shadow="xs" component="article" aria-labelledby={headingId} className={classes.card} data-testid="blog-card">
      <Box pos="relative">
        <ResponsiveImage src={blogImage(post)} alt="" sizes="(max-width: 768px) 100vw, 400px" width={1200} height={630} className={classes.cover} />
        <Badge pos="absolute" top={12} left={12} color="navy.9" variant="filled" radius="sm" data-testid="blog-card-category">
          {post.category}
        </Badge>
      </Box>
      <Box p="lg" style={{ display: 'flex', flexDirection: 'column', flex: 1, gap: 10 }}>
        <Group gap="md" c="gray.7" fz="xs">
          {date ? (
            <Group gap={4} wrap="nowrap">
              <IconCalendar size={14} aria-hidden />
              <time dateTime={post.publishedAt ?? undefined} data-testid="blog-card-date">
                {date}
              </time>
            </Group>
          ) : null}
          <Group gap={4} wrap="nowrap">
            <IconClock size={14} aria-hidden />
            <span>{READ_TIME()}</span>
          </Group>
        </Group>
        <Title order={headingLevel} fz="lg" lh={1.35} c="navy.9" id={headingId} className={classes.cardTitle}>
          <Link to="/blog/$slug" params={{ slug: post.slug }} className={classes.stretched} lang={post.lang}>
            {post.title}
          </Link>
        </Title>
        <Text size="sm" c="gray.7" lineClamp={3} style={{ flex: 1 }} lang={post.lang}>
          {post.excerpt}
        </Text>
        <Group gap={6} c="brand.7" fw={600} fz="sm" aria-hidden>
          {m.blog_read_article()} <IconArrowRight size={16} />
        </Group>
      </Box>
    </Card>
  );
}
