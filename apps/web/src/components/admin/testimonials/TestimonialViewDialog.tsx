import { Blockquote, Button, Group, Stack, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import type { TestimonialDto } from '@app/shared/schemas/dtos';
import { AdminDialog } from '../common';
import { StarRating } from './StarRating';
import { FeaturedBadge, TestimonialAvatar } from './TestimonialCard';

/** Read-only view of one testimonial, as a visitor would see it. */
export function TestimonialViewDialog({
  testimonial,
  onClose,
  onEdit,
}: {
  testimonial: TestimonialDto | null;
  onClose: () => void;
  onEdit: (t: TestimonialDto) => void;
}) {
  return (
    <AdminDialog opened={testimonial !== null} onClose={onClose} title="Testimonial" size="lg">
      {testimonial ? (
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="center">
            <TestimonialAvatar testimonial={testimonial} size="lg" />
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text fw={700} fz="lg" c="navy.9">
                {testimonial.name}
              </Text>
              <Text size="sm" c="dimmed">
                {[testimonial.position, testimonial.company].filter(Boolean).join(', ') || 'No position or company given'}
              </Text>
            </div>
            {testimonial.featured ? <FeaturedBadge /> : null}
          </Group>
          <StarRating rating={testimonial.rating} size={20} />
          <Blockquote mt="md" color="brand" icon={<IconQuote size={20} aria-hidden />} iconSize={36} radius="md" p="lg" style={{ whiteSpace: 'pre-line' }}>
            {testimonial.content}
          </Blockquote>
          <Text size="xs" c="dimmed">
            {testimonial.featured ? 'Featured: shown on the homepage.' : 'Not featured on the homepage.'}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button variant="light" onClick={() => onEdit(testimonial)}>
              Edit
            </Button>
          </Group>
        </Stack>
      ) : null}
    </AdminDialog>
  );
}
