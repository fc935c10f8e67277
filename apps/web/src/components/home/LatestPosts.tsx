import { Badge, Button, Card, Center, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCalendar, IconClock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { BlogPostSummaryDto } from '@app/validators';
import { formatBlogDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { SectionHeading } from './SectionHeading';
import { FALLBACK_BLOG_IMAGE, READ_TIME, blogImage } from '../blog/blog';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import classes from './home.module.css';
import { LATEST_POSTS_INPUT } from './queries';
import { useCompany } from '../../lib/company';

export const LATEST_POSTS_COUNT = 3;

function PostCard({ post }: { post: BlogPostSummaryDto }) {
  const date = formatBlogDate(post.publishedAt);
  return (
    <Card withBorder radius="lg" padding={0} shadow="xs" component="article" pos="relative" h="100%">
      <ResponsiveImage
        className={classes.postImage}
        src={blogImage(post)}
        alt=""
        sizes="(max-width: 768px) 100vw, 400px"
        width={1200}
        height={630}
        onError={(e) => {
          const img = e.currentTarget;
          if (!img.src.endsWith(FALLBACK_BLOG_IMAGE)) img.src = FALLBACK_BLOG_IMAGE;
        }}
      />
      <Stack gap="sm" p="lg" style={{ flex: 1 }}>
        <Group gap="xs">
          {post.category ? (
            <Badge variant="light" size="sm">
              {post.category}
            </Badge>
          ) : null}
          <Group gap={4} c="gray.7">
            <IconClock size={14} aria-hidden />
            <Text size="xs">{READ_TIME}</Text>
          </Group>
        </Group>
        <Title order={3} fz="lg" lh={1.35}>
          <Link to="/blog/$slug" params={{ slug: post.slug }} className={classes.postLink}>
            {post.title}
          </Link>
        </Title>
        <Text size="sm" c="gray.7" lineClamp={3} style={{ flex: 1 }}>
          {post.excerpt}
        </Text>
        {date ? (
          <Group gap={6} c="gray.7">
            <IconCalendar size={14} aria-hidden />
            <Text size="xs">{date}</Text>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The latest three blog posts and a link to the full blog. */
export function LatestPosts() {
  const company = useCompany();
  const posts = useQuery(trpc.blog.list.queryOptions(LATEST_POSTS_INPUT));
  const latest = posts.data?.items ?? [];
  return (
    <section className={classes.section} aria-labelledby="home-blog-heading" style={{ background: 'var(--mantine-color-gray-0)' }}>
      <Container size="lg">
        <SectionHeading
          id="home-blog-heading"
          eyebrow="Insights"
          title="Latest from Our Blog"
          description={`Hiring advice, career tips and supply-chain insights from the ${company.shortName} team.`}
        />
        {posts.isPending ? (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {Array.from({ length: LATEST_POSTS_COUNT }, (_, i) => (
              <Skeleton key={i} height={380} radius="lg" />
            ))}
          </SimpleGrid>
        ) : latest.length === 0 ? (
          <Text ta="center" c="gray.7">
            New articles are coming soon.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" data-testid="home-posts">
            {latest.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </SimpleGrid>
        )}
        <Center mt={40}>
          <Button component={Link} to="/blog" size="md" variant="outline" rightSection={<IconArrowRight size={18} aria-hidden />}>
            View All Articles
          </Button>
        </Center>
      </Container>
    </section>
  );
}
