import { Badge } from '@mantine/core';
import type { PrivacyRequestDto } from '@app/shared/schemas/dtos';
import { formatLocalDate } from '../../../lib/format';

const DAY_MS = 86_400_000;

/** A request's kind as the admin screens name it. */
export const PRIVACY_KIND_LABELS = { access: 'Access (copy)', delete: 'Deletion' } as const;

/** Days left before an open request is due (orange in the last week, red once overdue), or when it was completed. */
export function DueBadge({ request, now }: { request: PrivacyRequestDto; now: number }) {
  if (request.status === 'completed')
    return (
      <Badge color="gray" variant="light">
        Completed {formatLocalDate(request.completedAt)}
      </Badge>
    );
  const days = Math.ceil((new Date(request.dueAt).getTime() - now) / DAY_MS);
  if (days < 0)
    return (
      <Badge color="red">
        Overdue by {-days} day{days === -1 ? '' : 's'}
      </Badge>
    );
  return (
    <Badge color={days <= 7 ? 'orange' : 'teal'} variant="light">
      {days} day{days === 1 ? '' : 's'} left
    </Badge>
  );
}
