import { Badge } from '@mantine/core';

/**
 * The language a record was sent in (issue 35): 'Français' for a form sent from a French page (its
 * mail goes out in French); nothing for English, the default.
 */
export function LanguageBadge({ locale }: { locale?: string | null }) {
  if (locale !== 'fr') return null;
  return (
    <Badge
      color="indigo"
      variant="outline"
      tt="none"
      title="Sent from a French page: mail to this person is in French"
      data-testid="record-language"
      style={{ flexShrink: 0 }}
    >
      Français
    </Badge>
  );
}
