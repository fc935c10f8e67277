import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/testimonials')({
  head: () => seo({ title: 'Testimonials', description: 'Administration area.', path: '/admin/testimonials', noindex: true }),
  component: () => (
    <Container py="xl">
      <Title order={1}>Testimonials</Title>
    </Container>
  ),
});
