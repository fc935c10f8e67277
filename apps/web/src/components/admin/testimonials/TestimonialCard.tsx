import { Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconStarFilled } from '@tabler/icons-react';
import type { TestimonialDto } from '@app/shared/schemas/dtos';
import { EditDeleteButtons } from '../common';
import { StarRating } from './StarRating';

export function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function TestimonialAvatar({ testimonial, size = 'md' }: { testimonial: TestimonialDto; size?: 'md' | 'lg' | 'xl' }) {
  return (
    <Avatar src={testimonial.imageUrl || null} alt="" color="brand" radius="xl" size={size} aria-hidden>
      {initialsOf(testimonial.name)}
    </Avatar>
  );
}

export function FeaturedBadge() {
  return (
    <Badge color="amber" variant="light" leftSection={<IconStarFilled size={12} aria-hidden />} style={{ flexShrink: 0 }}>
      Featured
    </Badge>
  );
}

export interface TestimonialCardProps {
  testimonial: TestimonialDto;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A testimonial in the admin list: who, company, stars, quoted words, position and the actions. */
export function TestimonialCard({ testimonial, onView, onEdit, onDelete }: TestimonialCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" shadow="xs" component="article" aria-label={testimonial.name} h="100%" data-testid="testimonial-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <TestimonialAvatar testimonial={testimonial} />
            <div style={{ minWidth: 0 }}>
              <Title order={3} fz="md" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                {testimonial.name}
              </Title>
              {testimonial.company ? (
                <Text size="sm" c="dimmed">
                  {testimonial.company}
                </Text>
              ) : null}
            </div>
          </Group>
          {testimonial.featured ? <FeaturedBadge /> : null}
        </Group>
        <StarRating rating={testimonial.rating} />
        <Text size="sm" fs="italic" c="dark.5" lineClamp={4} style={{ flex: 1 }}>
          “{testimonial.content}”
        </Text>
        {testimonial.position ? (
          <Text size="xs" c="dimmed" fw={600}>
            {testimonial.position}
          </Text>
        ) : null}
        <Group gap="xs" mt="auto" pt={4}>
          <Button variant="default" size="xs" leftSection={<IconEye size={14} aria-hidden />} onClick={onView}>
            View
          </Button>
          <EditDeleteButtons onEdit={onEdit} onDelete={onDelete} />
        </Group>
      </Stack>
    </Card>
  );
}
