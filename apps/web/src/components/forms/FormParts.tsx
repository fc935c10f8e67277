import { Button, Card, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import type { ComponentProps, ReactNode, Ref } from 'react';
import type { ConsentPurpose } from '@app/shared/privacy';
import { PHONE_MAX_LENGTH, formatPhone } from '../../lib/phone';
import { ConsentNote } from './ConsentNote';
import { PlainTextInput } from '../PlainFields/PlainFields';

/**
 * Pieces the public forms (contact, post a job, the quote forms, the carrier dialog) share.
 */

/**
 * A phone number field that formats the number as it is typed ((416) 555-0199); `onValueChange` gets
 * it formatted. Mantine's TextInput drawn plain (PlainTextInput): the apply form on every job page
 * has one.
 */
export function PhoneInput({ onValueChange, ...props }: ComponentProps<typeof PlainTextInput> & { onValueChange: (value: string) => void }) {
  return (
    <PlainTextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={PHONE_MAX_LENGTH}
      {...props}
      onChange={(event) => onValueChange(formatPhone(event.currentTarget.value))}
    />
  );
}

/**
 * The last row of a form: the full-width submit button (its label while sending), the purpose line
 * of the consent the form asks for, and a note under it.
 */
export function SubmitRow({
  pending,
  label,
  pendingLabel,
  note,
  consent,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  note: string;
  consent: ConsentPurpose;
}) {
  return (
    <Grid.Col span={12}>
      <Button type="submit" size="md" fullWidth disabled={pending} rightSection={<IconSend size={18} aria-hidden />}>
        {pending ? pendingLabel : label}
      </Button>
      <ConsentNote purpose={consent} mt="sm" ta="center" />
      <Text fz="xs" c="gray.7" mt={4} ta="center">
        {note}
      </Text>
    </Grid.Col>
  );
}

/** The card a form sits in, under its heading and an intro line. */
export function FormCard({ title, titleId, intro, children }: { title: string; titleId?: string; intro: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm">
      <Title order={2} fz={{ base: 24, md: 28 }} c="navy.9" id={titleId}>
        {title}
      </Title>
      <Text c="gray.7" mt={4} mb="lg">
        {intro}
      </Text>
      {children}
    </Card>
  );
}

/**
 * What replaces a form once it was sent: a check mark, the heading (focused by the form, so screen
 * readers announce it), what happens next and the buttons to go on.
 */
export function SuccessPanel({
  testId,
  headingRef,
  title,
  children,
  actions,
}: {
  testId: string;
  headingRef: Ref<HTMLHeadingElement>;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm" data-testid={testId}>
      <Stack align="center" ta="center" gap="md" py={{ base: 'md', md: 'xl' }}>
        <ThemeIcon size={72} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={40} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz={{ base: 24, md: 28 }} c="navy.9" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        {children}
        <Group justify="center" gap="sm" mt="sm">
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}
