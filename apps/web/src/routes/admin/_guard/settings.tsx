import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/settings')({
  head: () => seo({ title: 'Settings', description: 'Administration area.', path: '/admin/settings', noindex: true }),
  component: () => (
    <Container py="xl">
      <Title order={1}>Settings</Title>
    </Container>
  ),
});
