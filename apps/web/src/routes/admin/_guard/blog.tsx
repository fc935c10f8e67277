import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/blog')({
  head: () => seo({ title: 'Blog Posts', description: 'Administration area.', path: '/admin/blog', noindex: true }),
  component: () => (
    <Container py="xl">
      <Title order={1}>Blog Posts</Title>
    </Container>
  ),
});
