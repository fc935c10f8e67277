import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { clampRating, ratingLabel } from './testimonials-admin';

/** Five stars, the first `rating` filled; read out as "Rated 4 out of 5". */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = clampRating(rating);
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={ratingLabel(rating)} data-testid="star-rating">
      {Array.from({ length: 5 }, (_, i) =>
        i < filled ? (
          <IconStarFilled key={i} size={size} color="var(--mantine-color-amber-6)" aria-hidden />
        ) : (
          <IconStar key={i} size={size} color="var(--mantine-color-gray-4)" aria-hidden />
        ),
      )}
    </Group>
  );
}
