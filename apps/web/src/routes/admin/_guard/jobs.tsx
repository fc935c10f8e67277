import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/jobs')({
  head: () => seo({ title: 'Job Management', description: 'Administration area.', path: '/admin/jobs', noindex: true }),
  component: () => (
    <Container py="xl">
      <Title order={1}>Job Management</Title>
    </Container>
  ),
});
