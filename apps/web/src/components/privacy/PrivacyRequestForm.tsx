import { Radio, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import { useState } from 'react';
import { PRIVACY_REQUEST_KIND_LABELS, PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from '@app/shared/privacy';
import { trpcClient } from '../../lib/trpc';
import { LinkRequestForm } from '../LinkRequestForm/LinkRequestForm';

/**
 * The privacy policy's request form: a copy of one's data, or its deletion. The answer is the same
 * for any address: a link is mailed to it, and following that link is what records the request
 * (so nobody can ask for someone else's data). The form is the one My applications and My
 * postings ask their sign-in links with, plus the kind of request.
 */
export function PrivacyRequestForm() {
  const [kind, setKind] = useState<PrivacyRequestKind>('access');
  return (
    <LinkRequestForm
      label="Privacy request"
      what="send a privacy request"
      emailDescription="The address you used with us. We email it a link to confirm that the request is yours."
      submitLabel="Send Request"
      sentTestId="privacy-request-sent"
      parse={(schemas, email) => schemas.ZPrivacyRequestInput.safeParse({ email, kind })}
      send={(values) => trpcClient.privacy.request.mutate(values)}
      footer={
        <Text fz="xs" c="gray.7">
          We answer a confirmed request within 30 days.
        </Text>
      }
    >
      <Radio.Group label="What would you like?" value={kind} onChange={(value) => setKind(value as PrivacyRequestKind)}>
        <Stack gap="xs" mt={6}>
          {PRIVACY_REQUEST_KINDS.map((value) => (
            <Radio key={value} value={value} label={PRIVACY_REQUEST_KIND_LABELS[value]} />
          ))}
        </Stack>
      </Radio.Group>
    </LinkRequestForm>
  );
}
