import { Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../../../components/PageHero/PageHero';
import { trpc } from '../../../lib/trpc';
import { seo } from '../../../lib/seo';

export const Route = createFileRoute('/_site/blog/$slug')({
  head: ({ params }) => seo({ title: 'Blog', description: 'An article from the Northline Workforce Solutions blog.', path: `/blog/${params.slug}`, type: 'article' }),
  component: BlogPostPage,
});

function BlogPostPage() {
  const { slug } = Route.useParams();
  const post = useQuery(trpc.blog.bySlug.queryOptions({ slug }));
  if (post.isPending) return <Container py="xl">Loading article...</Container>;
  if (post.isError) return <PageHero title="Post Not Found" subtitle="The blog post you're looking for doesn't exist." />;
  return (
    <>
      <PageHero title={post.data.title} subtitle={post.data.excerpt} />
      <Container size="md" py="xl">
        <Text style={{ whiteSpace: 'pre-line' }}>{post.data.content}</Text>
        <Link to="/blog">Back to Blog</Link>
      </Container>
    </>
  );
}
