import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/admin/login')({
  head: () => seo({ title: 'Admin Access', exactTitle: true, description: 'Sign in to the administration area.', path: '/admin/login', noindex: true }),
  component: () => (
    <Container size="xs" py={80}>
      <Title order={1}>Admin Access</Title>
    </Container>
  ),
});
