import '@mantine/core/styles/Timeline.css';
import { Alert, Badge, Button, Group, Paper, Select, Skeleton, Stack, Text, TextInput, Textarea, Timeline, Title } from '@mantine/core';
import { IconArrowBackUp, IconFileText, IconMail, IconNote, IconPencil, IconSend, IconStatusChange, IconUserCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { LANGUAGE_NAME, LOCALES, isLocale, type Locale } from '@app/shared/locale-paths';
import type { ApplicationDto, TimelineEntryDto } from '@app/shared/schemas/dtos';
import {
  APPLICANT_EMAIL_TEMPLATES,
  APPLICANT_EMAIL_TEMPLATE_LABELS,
  NO_APPLICANT_EMAIL_MESSAGE,
  type ApplicantEmailTemplate,
} from '@app/shared/schemas/pipeline';
import { useAdminAuth } from '../../../lib/admin-auth';
import { notifyAdmin } from '../../../lib/notify';
import { queryClient, trpc } from '../../../lib/trpc';
import { formatDateTime } from '../activity/activity';
import { EMAIL_STATUS_BADGE } from '../email/email-search';
import { assigneesOptions, relatedOptions, timelineOptions } from './queries';
import { STATUS_COLORS, statusLabel } from './applications';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={3} fz="md" c="navy.9" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** Everything on screen that reads the application or its timeline is refreshed. */
const refreshApplication = () =>
  Promise.all([queryClient.invalidateQueries(trpc.application.pathFilter()), queryClient.invalidateQueries(trpc.email.pathFilter())]);

const NOBODY = 'none';

/** Who works on the application: an active owner or recruiter, or nobody. */
function AssigneeSection({ application }: { application: ApplicationDto }) {
  const { user } = useAdminAuth();
  const assignees = useQuery(assigneesOptions());
  const assign = useMutation(
    trpc.application.assign.mutationOptions({
      onSuccess: async (saved) => {
        notifyAdmin('Assignee updated', saved.assignee ? `Assigned to ${saved.assignee.username}.` : 'The application is unassigned.');
        await refreshApplication();
      },
      onError: (error) => notifyAdmin('Error', error.message || 'Failed to update the assignee. Please try again.', 'error'),
    }),
  );
  const current = application.assignee ?? null;
  const options = [{ value: NOBODY, label: 'Unassigned' }, ...(assignees.data ?? []).map((u) => ({ value: String(u.id), label: u.username }))];
  // Someone assigned before they were deactivated still shows as the assignee.
  if (current && !options.some((o) => o.value === String(current.id))) options.push({ value: String(current.id), label: current.username });
  const me = assignees.data?.find((u) => u.username === user?.username);
  const set = (userId: number | null) => assign.mutate({ id: application.id, userId });

  return (
    <Section title="Assignee">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Assigned to"
          data={options}
          value={current ? String(current.id) : NOBODY}
          onChange={(value) => {
            const next = !value || value === NOBODY ? null : Number(value);
            if (next !== (current?.id ?? null)) set(next);
          }}
          allowDeselect={false}
          disabled={assign.isPending || assignees.isPending}
          w={{ base: '100%', xs: 260 }}
          comboboxProps={{ withinPortal: true }}
        />
        {me && current?.id !== me.id ? (
          <Button variant="light" leftSection={<IconUserCheck size={16} aria-hidden />} onClick={() => set(me.id)} loading={assign.isPending}>
            Assign to me
          </Button>
        ) : null}
      </Group>
    </Section>
  );
}

/** A mail to the applicant from a template of Settings, filled in by the server, adjusted here and sent through the outbox. */
function EmailSection({ application }: { application: ApplicationDto }) {
  const [template, setTemplate] = useState<ApplicantEmailTemplate | null>(null);
  // The mail's language: the application's own (the page it was sent from) unless staff choose the other.
  const [locale, setLocale] = useState<Locale>(application.locale ?? 'en');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const draft = useQuery({
    ...trpc.application.emailDraft.queryOptions({ id: application.id, template: template ?? 'interview_invitation', locale }),
    enabled: template !== null,
  });
  // A new draft (another template chosen) replaces what the fields hold.
  useEffect(() => {
    if (draft.data) {
      setSubject(draft.data.subject);
      setBody(draft.data.body);
    }
  }, [draft.data]);

  const send = useMutation(
    trpc.application.sendEmail.mutationOptions({
      onSuccess: async (queued) => {
        notifyAdmin('Email queued', `${APPLICANT_EMAIL_TEMPLATE_LABELS[queued.email.template]} to ${queued.email.to} is on its way.`);
        setTemplate(null);
        await refreshApplication();
      },
      onError: (error) => notifyAdmin('Error', error.message || 'Failed to send the email. Please try again.', 'error'),
    }),
  );

  if (!application.applicantEmail?.trim()) {
    return (
      <Section title="Email the applicant">
        <Text size="sm" c="dimmed">
          {NO_APPLICANT_EMAIL_MESSAGE}.
        </Text>
      </Section>
    );
  }
  return (
    <Section title="Email the applicant">
      <Stack gap="sm">
        <Group gap="sm" align="flex-end">
          <Select
            label="Template"
            placeholder="Choose a template"
            data={APPLICANT_EMAIL_TEMPLATES.map((value) => ({ value, label: APPLICANT_EMAIL_TEMPLATE_LABELS[value] }))}
            value={template}
            onChange={(value) => setTemplate((value as ApplicantEmailTemplate | null) ?? null)}
            w={{ base: '100%', xs: 260 }}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Mail language"
            data={LOCALES.map((value) => ({ value, label: LANGUAGE_NAME[value] }))}
            value={locale}
            onChange={(value) => setLocale(isLocale(value) ? value : 'en')}
            allowDeselect={false}
            w={{ base: '100%', xs: 160 }}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        {template === null ? null : draft.isPending ? (
          <Skeleton h={160} radius="md" aria-label="Loading the template" />
        ) : draft.isError ? (
          <Alert color="red" role="alert" title="Could not load the template">
            {draft.error.message}
          </Alert>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              send.mutate({ id: application.id, template, subject, body, locale });
            }}
          >
            <Stack gap="sm">
              <Text size="sm">
                To: <strong>{draft.data.to}</strong>
              </Text>
              <TextInput label="Subject" value={subject} onChange={(e) => setSubject(e.currentTarget.value)} required maxLength={200} />
              <Textarea label="Message" value={body} onChange={(e) => setBody(e.currentTarget.value)} required autosize minRows={6} maxRows={16} />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setTemplate(null)} disabled={send.isPending}>
                  Cancel
                </Button>
                <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={send.isPending} disabled={!subject.trim() || !body.trim()}>
                  Send Email
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Section>
  );
}

/** A dated note, signed by whoever writes it. */
function NoteSection({ application }: { application: ApplicationDto }) {
  const [text, setText] = useState('');
  const add = useMutation(
    trpc.application.addNote.mutationOptions({
      onSuccess: async () => {
        notifyAdmin('Note added', 'Your note is on the timeline.');
        setText('');
        await queryClient.invalidateQueries({ queryKey: trpc.application.timeline.queryKey({ id: application.id }) });
      },
      onError: (error) => notifyAdmin('Error', error.message || 'Failed to add the note. Please try again.', 'error'),
    }),
  );
  return (
    <Section title="Notes">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) add.mutate({ id: application.id, text });
        }}
      >
        <Stack gap="sm">
          <Textarea
            label="Add a note"
            placeholder="What happened, what is next…"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={5000}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="light" leftSection={<IconNote size={16} aria-hidden />} loading={add.isPending} disabled={!text.trim()}>
              Add Note
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

const KIND_ICONS: Record<TimelineEntryDto['kind'], ReactNode> = {
  submitted: <IconFileText size={12} aria-hidden />,
  status: <IconStatusChange size={12} aria-hidden />,
  assignee: <IconUserCheck size={12} aria-hidden />,
  note: <IconNote size={12} aria-hidden />,
  email: <IconMail size={12} aria-hidden />,
  withdrawn: <IconArrowBackUp size={12} aria-hidden />,
  updated: <IconPencil size={12} aria-hidden />,
};

function TimelineBody({ entry }: { entry: TimelineEntryDto }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        {entry.actor ? ` · by ${entry.actor.username}` : ''}
      </Text>
      {entry.text ? (
        <Paper withBorder radius="sm" p="xs" bg="gray.0">
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {entry.text}
          </Text>
        </Paper>
      ) : null}
      {entry.email ? (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.email.subject}
          </Text>
          {entry.email.status ? (
            <Badge size="sm" variant="light" color={EMAIL_STATUS_BADGE[entry.email.status].color} data-testid="timeline-email-status">
              {EMAIL_STATUS_BADGE[entry.email.status].label}
            </Badge>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}

/** What happened to the application, oldest first (GET /api/applications/{id}/timeline). */
function TimelineSection({ application }: { application: ApplicationDto }) {
  const timeline = useQuery(timelineOptions(application.id));
  return (
    <Section title="Timeline">
      {timeline.isPending ? (
        <Skeleton h={120} radius="md" aria-label="Loading the timeline" />
      ) : timeline.isError ? (
        <Alert color="red" role="alert" title="Could not load the timeline">
          {timeline.error.message}
        </Alert>
      ) : (
        <Timeline active={timeline.data.length - 1} bulletSize={22} lineWidth={2} data-testid="application-timeline">
          {timeline.data.map((entry) => (
            <Timeline.Item key={entry.id} bullet={KIND_ICONS[entry.kind]} title={entry.summary} data-testid="timeline-entry">
              <TimelineBody entry={entry} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Section>
  );
}

/** The other jobs the same person applied to (the same mailbox: GET /api/applications/{id}/related). */
function RelatedSection({ application }: { application: ApplicationDto }) {
  const related = useQuery(relatedOptions(application.id));
  if (related.isPending || related.isError || related.data.length === 0) return null;
  return (
    <Section title="Other applications of this person">
      <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="related-applications">
        {related.data.map((other) => (
          <Group key={other.id} component="li" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600}>
              {other.jobTitle?.trim() || 'Unknown Job'}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={other.appliedAt}>{formatDateTime(other.appliedAt)}</time>
            </Text>
            <Badge size="sm" variant="light" color={STATUS_COLORS[other.status]}>
              {statusLabel(other.status)}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

/** The recruiter's pipeline on one application: its assignee, a mail to the applicant, notes and the timeline. */
export function ApplicationPipeline({ application }: { application: ApplicationDto }) {
  return (
    <Stack gap="lg">
      <RelatedSection application={application} />
      <AssigneeSection application={application} />
      <EmailSection application={application} />
      <NoteSection application={application} />
      <TimelineSection application={application} />
    </Stack>
  );
}
