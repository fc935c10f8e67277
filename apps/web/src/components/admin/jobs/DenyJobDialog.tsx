import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  DENIAL_DETAILS_MAX,
  DENIAL_MSG,
  DENIAL_REASON_OTHER,
  DENIAL_REASON_PRESETS,
  denialReasonText,
  type DenialReasonChoice,
} from '@app/shared/schemas/moderation';

export interface DenyJobDialogProps {
  opened: boolean;
  /** The job's title when one job is denied; with `count` > 1 the dialog speaks of the selection. */
  jobTitle?: string;
  count?: number;
  loading?: boolean;
  onClose: () => void;
  /** The reason to store: the preset chosen, with the admin's words when given. */
  onConfirm: (reason: string) => void;
}

const CHOICES: DenialReasonChoice[] = [...DENIAL_REASON_PRESETS, DENIAL_REASON_OTHER];
const CHOOSE_A_REASON = 'Please choose a reason';

/**
 * 'Deny Job': asks why before denying (one job, or the selected ones with one reason for all). A
 * preset, with optional details, or 'Other' with the admin's own words. The reason is stored with
 * the job, shown on its card and sent to the poster. Render it with a new `key` each time it opens.
 */
export function DenyJobDialog({ opened, jobTitle, count = 1, loading = false, onClose, onConfirm }: DenyJobDialogProps) {
  const [choice, setChoice] = useState<DenialReasonChoice | null>(null);
  const [details, setDetails] = useState('');
  const [tried, setTried] = useState(false);

  const choiceError = tried && !choice ? CHOOSE_A_REASON : undefined;
  const detailsError = tried && choice === DENIAL_REASON_OTHER && !details.trim() ? DENIAL_MSG.detailsRequired : undefined;
  const many = count > 1;
  const title = many ? `Deny ${count} Jobs` : 'Deny Job';

  const submit = () => {
    setTried(true);
    const reason = denialReasonText(choice, details);
    if (!choice || !reason) return;
    onConfirm(reason);
  };

  return (
    <Modal opened={opened} onClose={loading ? () => {} : onClose} title={title} centered radius="md" size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {many
              ? `Why are these ${count} jobs denied? The same reason is kept with each of them`
              : jobTitle
                ? `Why is '${jobTitle}' denied? The reason is kept with the job`
                : 'Why is this job denied? The reason is kept with the job'}
            {' and sent to the poster.'}
          </Text>
          <Radio.Group label="Reason" value={choice} onChange={(value) => setChoice(value as DenialReasonChoice)} error={choiceError} withAsterisk>
            <Stack gap={8} mt={6}>
              {CHOICES.map((option) => (
                <Radio key={option} value={option} label={option} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Details"
            description={choice === DENIAL_REASON_OTHER ? 'Describe the reason.' : 'Optional: added after the reason.'}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
            error={detailsError}
            withAsterisk={choice === DENIAL_REASON_OTHER}
            maxLength={DENIAL_DETAILS_MAX}
            autosize
            minRows={2}
            maxRows={6}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={loading}>
              {title}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
