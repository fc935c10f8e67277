import { Alert, Anchor, Badge, Button, Card, Container, Group, NativeSelect, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PUBLIC_JOB_CATEGORIES } from '@app/shared/constants';
import { EMPLOYER_LINK_MINUTES, EMPLOYER_MESSAGES, type EmployerCloseReason } from '@app/shared/employers';
import { JOB_TYPES } from '@app/shared/job-types';
import { jobPath } from '@app/shared/job-url';
import type { EmployerPostingDto } from '@app/shared/schemas/employers';
import { formatJobDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { queryClient, trpc, trpcClient } from '../../lib/trpc';
import { LinkRequestForm } from '../LinkRequestForm/LinkRequestForm';
import { ScriptedFieldset } from '../NeedsJavaScript/NeedsJavaScript';

/**
 * My postings (issue 38, item 3): without a session, the form that emails a sign-in link; with one
 * (the employer_session cookie, set by the mailed link), each job posted with that address: its
 * state (pending review, live until a date, denied with the reason, closed as filled, cancelled or
 * expired), how many applications it received (never who), and what the poster may do: edit it
 * (back to review; a live job is off the site until approved again, which the form says before
 * saving), close a live one as filled or cancelled, repost a closed one. The list is rendered on
 * the server and reads without JavaScript; the changes need it.
 */

const sessionKey = () => trpc.employer.session.queryKey();
const refresh = () => queryClient.invalidateQueries({ queryKey: sessionKey() });

export function MyPostingsPage({ invalidLink }: { invalidLink: boolean }) {
  const session = useQuery({ ...trpc.employer.session.queryOptions(), retryOnMount: false });
  return (
    <Container size="md" py={{ base: 40, md: 72 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, md: 36 }} c="navy.9">
          My Postings
        </Title>
        {session.data ? <SignedIn email={session.data.email} items={session.data.items} /> : <LinkRequest invalidLink={invalidLink} />}
      </Stack>
    </Container>
  );
}

/** The form that emails a sign-in link; the answer is the same for every address. */
function LinkRequest({ invalidLink }: { invalidLink: boolean }) {
  return (
    <Stack gap="md">
      <Text c="gray.7">
        See whether the jobs you posted are live, edit them, close them as filled or cancelled, or repost them. There is no password: enter the contact email
        address you posted with and we email it a sign-in link that works once, for {EMPLOYER_LINK_MINUTES} minutes.
      </Text>
      {invalidLink ? (
        <Alert color="red" variant="light" role="alert" data-testid="employer-link-invalid">
          {EMPLOYER_MESSAGES.invalidLink}
        </Alert>
      ) : null}
      <LinkRequestForm
        label="Email me a link"
        what="ask for a sign-in link"
        emailDescription="The contact email address of your job postings."
        submitLabel="Email me a link"
        sentTestId="employer-link-sent"
        parse={(schemas, email) => schemas.ZEmployerLinkInput.safeParse({ email })}
        send={(values) => trpcClient.employer.requestLink.mutate(values)}
      />
    </Stack>
  );
}

function SignedIn({ email, items }: { email: string; items: EmployerPostingDto[] }) {
  const logout = useMutation(
    trpc.employer.logout.mutationOptions({
      onSuccess: () => queryClient.setQueryData(sessionKey(), null),
    }),
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text c="gray.7" data-testid="employer-email">
          Signed in as <strong>{email}</strong>
        </Text>
        <ScriptedFieldset>
          <Button variant="default" size="sm" leftSection={<IconLogout size={16} aria-hidden />} loading={logout.isPending} onClick={() => logout.mutate()}>
            Sign out
          </Button>
        </ScriptedFieldset>
      </Group>
      {items.length === 0 ? (
        <Text c="gray.7">
          There are no job postings with this address any more. <Anchor href="/post-job">Post a job</Anchor>
        </Text>
      ) : (
        <ul aria-label="Your job postings" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
          {items.map((posting) => (
            <li key={posting.id}>
              <PostingItem posting={posting} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** The state as the poster reads it: 'Pending review', 'Live until 28 Dec 2026', 'Denied', 'Closed: filled'. */
export function postingStateLabel(posting: Pick<EmployerPostingDto, 'state' | 'closedAs' | 'liveUntil'>): string {
  switch (posting.state) {
    case 'pending':
      return 'Pending review';
    case 'live':
      return posting.liveUntil ? `Live until ${formatJobDate(posting.liveUntil)}` : 'Live';
    case 'denied':
      return 'Denied';
    case 'closed':
      return `Closed: ${posting.closedAs ?? 'expired'}`;
  }
}

const STATE_COLORS: Record<EmployerPostingDto['state'], string> = { pending: 'amber', live: 'teal', denied: 'red', closed: 'gray' };

type Mode = 'view' | 'edit' | { close: EmployerCloseReason } | 'repost';

function PostingItem({ posting }: { posting: EmployerPostingDto }) {
  const [mode, setMode] = useState<Mode>('view');
  const done = (title: string) => (answer: { message: string }) => {
    notify(title, answer.message);
    setMode('view');
    void refresh();
  };
  const failed = (title: string) => (error: { message: string }) => notify(title, error.message, { tone: 'error' });
  const close = useMutation(trpc.employer.close.mutationOptions({ onSuccess: done('Job posting closed'), onError: failed('Could not close') }));
  const repost = useMutation(trpc.employer.repost.mutationOptions({ onSuccess: done('Job posting reposted'), onError: failed('Could not repost') }));
  // A live or closed job has a public page (a closed one says so); a pending or denied one does not.
  const hasPage = posting.state === 'live' || posting.state === 'closed';
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={posting.title} data-testid="employer-posting">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz={{ base: 18, md: 20 }} c="navy.9">
              {hasPage ? (
                <Anchor href={jobPath(posting.id)} c="navy.9">
                  {posting.title}
                </Anchor>
              ) : (
                posting.title
              )}
            </Title>
            <Text size="sm" c="gray.7">
              {posting.company} · {posting.location} · posted on <time dateTime={posting.postedAt}>{formatJobDate(posting.postedAt)}</time>
            </Text>
          </div>
          <Badge color={STATE_COLORS[posting.state]} variant="light" size="lg" data-testid="employer-posting-state">
            {postingStateLabel(posting)}
          </Badge>
        </Group>
        {posting.state === 'denied' ? (
          <Text size="sm" c="red.9" data-testid="employer-posting-reason">
            {posting.denialReason ? `Why: ${posting.denialReason}` : 'No reason was given; reply to our email or call us to know more.'}
          </Text>
        ) : null}
        <Text size="sm" c="gray.8" data-testid="employer-posting-counts">
          {posting.applications === 1 ? '1 application' : `${posting.applications} applications`}
          {' · '}
          {posting.views === null ? 'views are not counted yet' : posting.views === 1 ? '1 view' : `${posting.views} views`}
        </Text>
        <ScriptedFieldset>
          {mode === 'view' ? (
            <Group gap="sm" mt="xs">
              {posting.state !== 'closed' ? (
                <Button variant="default" size="sm" onClick={() => setMode('edit')}>
                  Edit
                </Button>
              ) : null}
              {posting.state === 'live' ? (
                <>
                  <Button variant="light" size="sm" onClick={() => setMode({ close: 'filled' })}>
                    Close as filled
                  </Button>
                  <Button variant="light" color="red" size="sm" onClick={() => setMode({ close: 'cancelled' })}>
                    Close as cancelled
                  </Button>
                </>
              ) : null}
              {posting.state === 'closed' ? (
                <Button variant="light" size="sm" onClick={() => setMode('repost')}>
                  Repost
                </Button>
              ) : null}
            </Group>
          ) : mode === 'edit' ? (
            <EditPosting posting={posting} onDone={() => setMode('view')} />
          ) : mode === 'repost' ? (
            <Confirm
              title="Repost this job?"
              text="It goes back to review and is published again, with a new end date, once approved."
              confirm="Yes, repost"
              busy={repost.isPending}
              onConfirm={() => repost.mutate({ id: posting.id })}
              onCancel={() => setMode('view')}
            />
          ) : (
            <Confirm
              title={mode.close === 'filled' ? 'Close this job as filled?' : 'Close this job as cancelled?'}
              text="It stops taking applications at once; its page stays and says so. You can repost it later."
              confirm={mode.close === 'filled' ? 'Yes, it is filled' : 'Yes, cancel it'}
              busy={close.isPending}
              onConfirm={() => close.mutate({ id: posting.id, reason: mode.close })}
              onCancel={() => setMode('view')}
            />
          )}
        </ScriptedFieldset>
      </Stack>
    </Card>
  );
}

function Confirm(props: { title: string; text: string; confirm: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Alert color="amber" variant="light" title={props.title} mt="xs" role="alertdialog" aria-label={props.title}>
      <Stack gap="sm">
        <Text size="sm">{props.text}</Text>
        <Group gap="sm">
          <Button size="sm" loading={props.busy} onClick={props.onConfirm}>
            {props.confirm}
          </Button>
          <Button variant="default" size="sm" onClick={props.onCancel}>
            Keep it as it is
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

const EDITED = ['title', 'company', 'location', 'type', 'category', 'salary', 'description', 'requirements', 'contactPhone'] as const;
type Edited = (typeof EDITED)[number];

const options = (values: readonly string[], current: string) => (values.includes(current) ? values : [current, ...values]);

/** Post a Job's fields (the server checks them by its rules and says what is wrong), but the contact email, which is the key. */
function EditPosting({ posting, onDone }: { posting: EmployerPostingDto; onDone: () => void }) {
  const [values, setValues] = useState<Record<Edited, string>>(
    () => Object.fromEntries(EDITED.map((key) => [key, posting[key] ?? ''])) as Record<Edited, string>,
  );
  const update = useMutation(
    trpc.employer.update.mutationOptions({
      onSuccess: (answer) => {
        notify('Changes sent for review', answer.message);
        onDone();
        void refresh();
      },
    }),
  );
  const set = (key: Edited) => (event: { currentTarget: { value: string } }) => setValues({ ...values, [key]: event.currentTarget.value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changed = Object.fromEntries(EDITED.filter((key) => values[key].trim() !== (posting[key] ?? '').trim()).map((key) => [key, values[key]]));
    if (Object.keys(changed).length === 0) {
      onDone();
      return;
    }
    update.mutate({ id: posting.id, ...changed });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Edit job posting">
      <Stack gap="sm" mt="xs">
        <Alert color={posting.state === 'live' ? 'amber' : 'blue'} variant="light" data-testid="employer-edit-notice">
          {posting.state === 'live' ? EMPLOYER_MESSAGES.editHidesLive : 'Saving sends your changes for review; we publish the job once approved.'}
        </Alert>
        <TextInput label="Job Title" required value={values.title} onChange={set('title')} />
        <TextInput label="Company Name" required value={values.company} onChange={set('company')} />
        <TextInput label="Location" required value={values.location} onChange={set('location')} />
        <NativeSelect label="Job Type" required data={options(JOB_TYPES, values.type)} value={values.type} onChange={set('type')} />
        <NativeSelect label="Category" required data={options(PUBLIC_JOB_CATEGORIES, values.category)} value={values.category} onChange={set('category')} />
        <TextInput label="Pay notes (optional)" value={values.salary} onChange={set('salary')} />
        <Textarea label="Job Description" required autosize minRows={4} value={values.description} onChange={set('description')} />
        <Textarea label="Requirements" autosize minRows={2} value={values.requirements} onChange={set('requirements')} />
        <TextInput label="Contact Phone" type="tel" required value={values.contactPhone} onChange={set('contactPhone')} />
        {update.isError ? (
          <Alert color="red" variant="light" role="alert">
            {update.error.message}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" size="sm" loading={update.isPending}>
            Send for review
          </Button>
          <Button variant="default" size="sm" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
