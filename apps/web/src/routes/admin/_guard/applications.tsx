import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/applications')({
  head: () => seo({ title: 'Job Applications', description: 'Administration area.', path: '/admin/applications', noindex: true }),
  component: () => (
    <Container py="xl">
      <Title order={1}>Job Applications</Title>
    </Container>
  ),
});
