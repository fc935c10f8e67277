import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/')({
  head: () => seo({ title: 'Admin Dashboard', description: 'Administration area.', path: '/admin/', noindex: true }),
  component: () => (
    <Container py="xl">
      <Title order={1}>Admin Dashboard</Title>
    </Container>
  ),
});
