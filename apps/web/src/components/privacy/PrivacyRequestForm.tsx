import { Radio, Stack, Text } from '@mantine/core';
import { PRIVACY_ANSWERS } from './server-texts';
import { currentLocale, m } from '../../lib/i18n';
import '@mantine/core/styles/Radio.css';
import { useState } from 'react';
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from '@app/shared/privacy';
import { trpcClient } from '../../lib/trpc';
import { LinkRequestForm } from '../LinkRequestForm/LinkRequestForm';

/**
 * The privacy policy's request form: a copy of one's data, or its deletion. The answer is the same
 * for any address: a link is mailed to it, and following that link is what records the request
 * (so nobody can ask for someone else's data). The form is the one My applications and My
 * postings ask their sign-in links with, plus the kind of request.
 */
/** The kinds of request in the page's language (PRIVACY_REQUEST_KIND_LABELS in English). */
const KIND_LABELS: Record<PrivacyRequestKind, () => string> = { access: m.privacy_request_kind_access, delete: m.privacy_request_kind_delete };

export function PrivacyRequestForm() {
  const [kind, setKind] = useState<PrivacyRequestKind>('access');
  return (
    <LinkRequestForm
      label={m.privacy_request_label()}
      what={m.needs_js_privacy_request()}
      emailDescription={m.privacy_request_email_description()}
      submitLabel={m.privacy_request_submit()}
      answers={PRIVACY_ANSWERS}
      sentTestId="privacy-request-sent"
      parse={(schemas, email) => schemas.ZPrivacyRequestInput.safeParse({ email, kind })}
      send={(values) => trpcClient.privacy.request.mutate({ ...values, locale: currentLocale() })}
      footer={
        <Text fz="xs" c="gray.7">
          {m.privacy_request_footer()}
        </Text>
      }
    >
      <Radio.Group label={m.privacy_request_kind_label()} value={kind} onChange={(value) => setKind(value as PrivacyRequestKind)}>
        <Stack gap="xs" mt={6}>
          {PRIVACY_REQUEST_KINDS.map((value) => (
            <Radio key={value} value={value} label={KIND_LABELS[value]()} />
          ))}
        </Stack>
      </Radio.Group>
    </LinkRequestForm>
  );
}
