import { Button, Center, Container, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';
import { SectionHeading } from './SectionHeading';
// The same card as /blog: on a phone the home page's own card was twice as tall, its picture cropped.
import { BlogCard } from '../blog/BlogCard';
import classes from './home.module.css';
import { LATEST_POSTS_INPUT } from './queries';
import { useCompany } from '../../lib/company';
import { m } from '../../lib/i18n';

export const LATEST_POSTS_COUNT = 3;

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
          eyebrow={m.home_blog_eyebrow()}
          title={m.home_blog_title()}
          description={m.home_blog_description({ shortName: company.shortName })}
        />
        {posts.isPending ? (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {Array.from({ length: LATEST_POSTS_COUNT }, (_, i) => (
              <Skeleton key={i} height={380} radius="lg" />
            ))}
          </SimpleGrid>
        ) : latest.length === 0 ? (
          <Text ta="center" c="gray.7">
            {m.home_blog_empty()}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" data-testid="home-posts">
            {latest.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </SimpleGrid>
        )}
        <Center mt={40}>
          <Button component={Link} to="/blog" size="md" variant="outline" rightSection={<IconArrowRight size={18} aria-hidden />}>
            {m.home_blog_view_all()}
          </Button>
        </Center>
      </Container>
    </section>
  );
}
