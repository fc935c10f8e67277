import { Alert, Anchor, Badge, Button, Card, Container, Group, NativeSelect, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { currentLocale, m } from '../../lib/i18n';
import { localizePath } from '@app/shared/locale-paths';
import { formatBlogDate } from '../../lib/format';
import { POST_JOB_ERRORS } from '../jobs/post-job-texts';
import { localizedError, type ErrorTexts } from '../../lib/form-errors';
import { IconLogout } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PUBLIC_JOB_CATEGORIES } from '@app/shared/constants';
import { EMPLOYER_LINK_MINUTES, EMPLOYER_MESSAGES, type EmployerCloseReason } from '@app/shared/employers';
import { JOB_TYPES } from '@app/shared/job-types';
import { jobPath } from '@app/shared/job-url';
import type { EmployerPostingDto } from '@app/shared/schemas/employers';
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

/** The server's answers on this page (the spec's English) and their twins. */
const ANSWERS: ErrorTexts = {
  [EMPLOYER_MESSAGES.linkSent]: () => m.my_postings_answer_link_sent({ minutes: EMPLOYER_LINK_MINUTES }),
  [EMPLOYER_MESSAGES.invalidLink]: m.account_answer_invalid_link,
  [EMPLOYER_MESSAGES.signInRequired]: m.account_answer_sign_in_required,
  [EMPLOYER_MESSAGES.notFound]: m.my_postings_answer_not_found,
  [EMPLOYER_MESSAGES.closed]: m.my_postings_answer_closed,
  [EMPLOYER_MESSAGES.notClosed]: m.my_postings_answer_not_closed,
  [EMPLOYER_MESSAGES.notLive]: m.my_postings_answer_not_live,
  [EMPLOYER_MESSAGES.updated]: m.my_postings_answer_updated,
  [EMPLOYER_MESSAGES.closedFilled]: m.my_postings_answer_closed_filled,
  [EMPLOYER_MESSAGES.closedCancelled]: m.my_postings_answer_closed_cancelled,
  [EMPLOYER_MESSAGES.reposted]: m.my_postings_answer_reposted,
  [EMPLOYER_MESSAGES.loggedOut]: m.account_answer_logged_out,
  [EMPLOYER_MESSAGES.editHidesLive]: m.my_postings_edit_hides_live,
  ...POST_JOB_ERRORS,
};
const say = (message: string) => localizedError(message, ANSWERS);

const sessionKey = () => trpc.employer.session.queryKey();
const refresh = () => queryClient.invalidateQueries({ queryKey: sessionKey() });

export function MyPostingsPage({ invalidLink }: { invalidLink: boolean }) {
  const session = useQuery({ ...trpc.employer.session.queryOptions(), retryOnMount: false });
  return (
    <Container size="md" py={{ base: 40, md: 72 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, md: 36 }} c="navy.9">
          {m.my_postings_title()}
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
      <Text c="gray.7">{m.my_postings_intro({ minutes: EMPLOYER_LINK_MINUTES })}</Text>
      {invalidLink ? (
        <Alert color="red" variant="light" role="alert" data-testid="employer-link-invalid">
          {say(EMPLOYER_MESSAGES.invalidLink)}
        </Alert>
      ) : null}
      <LinkRequestForm
        label={m.account_email_me_link()}
        what={m.needs_js_sign_in_link()}
        emailDescription={m.my_postings_email_description()}
        submitLabel={m.account_email_me_link()}
        answers={ANSWERS}
        sentTestId="employer-link-sent"
        parse={(schemas, email) => schemas.ZEmployerLinkInput.safeParse({ email })}
        send={(values) => trpcClient.employer.requestLink.mutate({ ...values, locale: currentLocale() })}
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
          {m.account_signed_in_as()} <strong>{email}</strong>
        </Text>
        <ScriptedFieldset>
          <Button variant="default" size="sm" leftSection={<IconLogout size={16} aria-hidden />} loading={logout.isPending} onClick={() => logout.mutate()}>
            {m.account_sign_out()}
          </Button>
        </ScriptedFieldset>
      </Group>
      {items.length === 0 ? (
        <Text c="gray.7">
          {m.my_postings_none()} <Anchor href={localizePath('/post-job', currentLocale())}>{m.my_postings_post_job()}</Anchor>
        </Text>
      ) : (
        <ul aria-label={m.my_postings_list_label()} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
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
      return m.my_postings_state_pending();
    case 'live':
      return posting.liveUntil ? m.my_postings_state_live_until({ date: formatBlogDate(posting.liveUntil) ?? '' }) : m.my_postings_state_live();
    case 'denied':
      return m.my_postings_state_denied();
    case 'closed':
      return posting.closedAs === 'filled'
        ? m.my_postings_state_closed_filled()
        : posting.closedAs === 'cancelled'
          ? m.my_postings_state_closed_cancelled()
          : m.my_postings_state_closed_expired();
  }
}

const STATE_COLORS: Record<EmployerPostingDto['state'], string> = { pending: 'amber', live: 'teal', denied: 'red', closed: 'gray' };

type Mode = 'view' | 'edit' | { close: EmployerCloseReason } | 'repost';

function PostingItem({ posting }: { posting: EmployerPostingDto }) {
  const [mode, setMode] = useState<Mode>('view');
  const done = (title: string) => (answer: { message: string }) => {
    notify(title, say(answer.message));
    setMode('view');
    void refresh();
  };
  const failed = (title: string) => (error: { message: string }) => notify(title, say(error.message), { tone: 'error' });
  const close = useMutation(
    trpc.employer.close.mutationOptions({ onSuccess: done(m.my_postings_closed_title()), onError: failed(m.my_postings_close_failed()) }),
  );
  const repost = useMutation(
    trpc.employer.repost.mutationOptions({ onSuccess: done(m.my_postings_reposted_title()), onError: failed(m.my_postings_repost_failed()) }),
  );
  // A live or closed job has a public page (a closed one says so); a pending or denied one does not.
  const hasPage = posting.state === 'live' || posting.state === 'closed';
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={posting.title} data-testid="employer-posting">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz={{ base: 18, md: 20 }} c="navy.9">
              {hasPage ? (
                <Anchor href={localizePath(jobPath(posting.id), currentLocale())} c="navy.9">
                  {posting.title}
                </Anchor>
              ) : (
                posting.title
              )}
            </Title>
            <Text size="sm" c="gray.7">
              {posting.company} · {posting.location} · {m.my_postings_posted_on()} <time dateTime={posting.postedAt}>{formatBlogDate(posting.postedAt)}</time>
            </Text>
          </div>
          <Badge color={STATE_COLORS[posting.state]} variant="light" size="lg" data-testid="employer-posting-state">
            {postingStateLabel(posting)}
          </Badge>
        </Group>
        {posting.state === 'denied' ? (
          <Text size="sm" c="red.9" data-testid="employer-posting-reason">
            {posting.denialReason ? m.my_postings_denied_why({ reason: posting.denialReason }) : m.my_postings_denied_no_reason()}
          </Text>
        ) : null}
        <Text size="sm" c="gray.8" data-testid="employer-posting-counts">
          {posting.applications === 1 ? m.my_postings_applications_one() : m.my_postings_applications_many({ count: posting.applications })}
          {' · '}
          {posting.views === null
            ? m.my_postings_views_not_counted()
            : posting.views === 1
              ? m.my_postings_views_one()
              : m.my_postings_views_many({ count: posting.views })}
        </Text>
        <ScriptedFieldset>
          {mode === 'view' ? (
            <Group gap="sm" mt="xs">
              {posting.state !== 'closed' ? (
                <Button variant="default" size="sm" onClick={() => setMode('edit')}>
                  {m.my_postings_edit()}
                </Button>
              ) : null}
              {posting.state === 'live' ? (
                <>
                  <Button variant="light" size="sm" onClick={() => setMode({ close: 'filled' })}>
                    {m.my_postings_close_filled()}
                  </Button>
                  <Button variant="light" color="red" size="sm" onClick={() => setMode({ close: 'cancelled' })}>
                    {m.my_postings_close_cancelled()}
                  </Button>
                </>
              ) : null}
              {posting.state === 'closed' ? (
                <Button variant="light" size="sm" onClick={() => setMode('repost')}>
                  {m.my_postings_repost()}
                </Button>
              ) : null}
            </Group>
          ) : mode === 'edit' ? (
            <EditPosting posting={posting} onDone={() => setMode('view')} />
          ) : mode === 'repost' ? (
            <Confirm
              title={m.my_postings_repost_question()}
              text={m.my_postings_repost_text()}
              confirm={m.my_postings_repost_yes()}
              busy={repost.isPending}
              onConfirm={() => repost.mutate({ id: posting.id })}
              onCancel={() => setMode('view')}
            />
          ) : (
            <Confirm
              title={mode.close === 'filled' ? m.my_postings_close_filled_question() : m.my_postings_close_cancelled_question()}
              text={m.my_postings_close_text()}
              confirm={mode.close === 'filled' ? m.my_postings_close_filled_yes() : m.my_postings_close_cancelled_yes()}
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
            {m.my_postings_keep_as_is()}
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
        notify(m.my_postings_changes_sent(), say(answer.message));
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
    <form onSubmit={submit} noValidate aria-label={m.my_postings_edit_label()}>
      <Stack gap="sm" mt="xs">
        <Alert color={posting.state === 'live' ? 'amber' : 'blue'} variant="light" data-testid="employer-edit-notice">
          {posting.state === 'live' ? say(EMPLOYER_MESSAGES.editHidesLive) : m.my_postings_edit_review_note()}
        </Alert>
        <TextInput label={m.post_job_field_title()} required value={values.title} onChange={set('title')} />
        <TextInput label={m.post_job_field_company()} required value={values.company} onChange={set('company')} />
        <TextInput label={m.post_job_field_location()} required value={values.location} onChange={set('location')} />
        <NativeSelect label={m.post_job_field_type()} required data={options(JOB_TYPES, values.type)} value={values.type} onChange={set('type')} />
        <NativeSelect
          label={m.post_job_field_category()}
          required
          data={options(PUBLIC_JOB_CATEGORIES, values.category)}
          value={values.category}
          onChange={set('category')}
        />
        <TextInput label={m.post_job_pay_notes_optional()} value={values.salary} onChange={set('salary')} />
        <Textarea label={m.post_job_field_description()} required autosize minRows={4} value={values.description} onChange={set('description')} />
        <Textarea label={m.post_job_field_requirements()} autosize minRows={2} value={values.requirements} onChange={set('requirements')} />
        <TextInput label={m.post_job_field_contact_phone()} type="tel" required value={values.contactPhone} onChange={set('contactPhone')} />
        {update.isError ? (
          <Alert color="red" variant="light" role="alert">
            {say(update.error.message)}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" size="sm" loading={update.isPending}>
            {m.my_postings_send_for_review()}
          </Button>
          <Button variant="default" size="sm" onClick={onDone}>
            {m.account_cancel()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
