import { Alert, Anchor, Badge, Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { currentLocale, m } from '../../lib/i18n';
import { localizePath } from '@app/shared/locale-paths';
import { formatBlogDate } from '../../lib/format';
import { CONTACT_FORM_ERRORS } from '../contact/form-texts';
import { localizedError, type ErrorTexts } from '../../lib/form-errors';
import { IconLogout } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { UploadDto } from '@app/shared/schemas/dtos';
import { jobPath } from '@app/shared/job-url';
import { CANDIDATE_LINK_MINUTES, CANDIDATE_MESSAGES, type CandidateStatus } from '@app/shared/candidates';
import type { CandidateApplicationDto } from '@app/shared/schemas/candidates';
import { notify } from '../../lib/notify';
import { queryClient, trpc, trpcClient } from '../../lib/trpc';
import { ResumeUpload } from '../jobs/ResumeUpload';
import { ScriptedFieldset } from '../NeedsJavaScript/NeedsJavaScript';
import { LinkRequestForm } from '../LinkRequestForm/LinkRequestForm';

/**
 * My applications (issue 38): without a session, the form that emails a sign-in link; with one
 * (the candidate_session cookie, set by the mailed link), each application of that address with
 * what the applicant may do: correct the details, replace the résumé, withdraw. The list is
 * rendered on the server and reads without JavaScript; the changes need it.
 */

const STATUS_COLORS: Record<CandidateStatus, string> = {
  Received: 'brand',
  'In review': 'amber',
  Interview: 'grape',
  'Not selected': 'red',
  Hired: 'teal',
  Withdrawn: 'gray',
};

/** The statuses in the page's language. */
const STATUS_LABELS: Record<CandidateStatus, () => string> = {
  Received: m.my_apps_status_received,
  'In review': m.my_apps_status_in_review,
  Interview: m.my_apps_status_interview,
  'Not selected': m.my_apps_status_not_selected,
  Hired: m.my_apps_status_hired,
  Withdrawn: m.my_apps_status_withdrawn,
};

/** The server's answers on this page (the spec's English) and their twins. */
const ANSWERS: ErrorTexts = {
  [CANDIDATE_MESSAGES.linkSent]: () => m.my_apps_answer_link_sent({ minutes: CANDIDATE_LINK_MINUTES }),
  [CANDIDATE_MESSAGES.invalidLink]: m.account_answer_invalid_link,
  [CANDIDATE_MESSAGES.signInRequired]: m.account_answer_sign_in_required,
  [CANDIDATE_MESSAGES.notFound]: m.my_apps_answer_not_found,
  [CANDIDATE_MESSAGES.closed]: m.my_apps_answer_closed,
  [CANDIDATE_MESSAGES.emailTaken]: m.my_apps_answer_email_taken,
  [CANDIDATE_MESSAGES.withdrawn]: m.my_apps_answer_withdrawn,
  [CANDIDATE_MESSAGES.updated]: m.my_apps_answer_updated,
  [CANDIDATE_MESSAGES.loggedOut]: m.account_answer_logged_out,
  ...CONTACT_FORM_ERRORS,
};
const say = (message: string) => localizedError(message, ANSWERS);

const sessionKey = () => trpc.candidate.session.queryKey();
const refresh = () => queryClient.invalidateQueries({ queryKey: sessionKey() });

export function MyApplicationsPage({ invalidLink }: { invalidLink: boolean }) {
  const session = useQuery({ ...trpc.candidate.session.queryOptions(), retryOnMount: false });
  return (
    <Container size="md" py={{ base: 40, md: 72 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, md: 36 }} c="navy.9">
          {m.my_apps_title()}
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
      <Text c="gray.7">{m.my_apps_intro({ minutes: CANDIDATE_LINK_MINUTES })}</Text>
      {invalidLink ? (
        <Alert color="red" variant="light" role="alert" data-testid="candidate-link-invalid">
          {say(CANDIDATE_MESSAGES.invalidLink)}
        </Alert>
      ) : null}
      <LinkRequestForm
        label={m.account_email_me_link()}
        what={m.needs_js_sign_in_link()}
        emailDescription={m.my_apps_email_description()}
        submitLabel={m.account_email_me_link()}
        answers={ANSWERS}
        sentTestId="candidate-link-sent"
        parse={(schemas, email) => schemas.ZCandidateLinkInput.safeParse({ email })}
        send={(values) => trpcClient.candidate.requestLink.mutate({ ...values, locale: currentLocale() })}
      />
    </Stack>
  );
}

function SignedIn({ email, items }: { email: string; items: CandidateApplicationDto[] }) {
  const logout = useMutation(
    trpc.candidate.logout.mutationOptions({
      onSuccess: () => queryClient.setQueryData(sessionKey(), null),
    }),
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text c="gray.7" data-testid="candidate-email">
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
          {m.my_apps_none()} <Anchor href={localizePath('/jobs', currentLocale())}>{m.my_apps_browse_jobs()}</Anchor>
        </Text>
      ) : (
        <ul aria-label={m.my_apps_list_label()} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
          {items.map((app) => (
            <li key={app.id}>
              <ApplicationItem app={app} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

type Mode = 'view' | 'edit' | 'withdraw';

function ApplicationItem({ app }: { app: CandidateApplicationDto }) {
  const [mode, setMode] = useState<Mode>('view');
  const title = app.jobTitle?.trim() || m.my_apps_a_job();
  const withdraw = useMutation(
    trpc.candidate.withdraw.mutationOptions({
      onSuccess: (answer) => {
        notify(m.my_apps_withdrawn_title(), say(answer.message));
        setMode('view');
        void refresh();
      },
      onError: (error) => notify(m.my_apps_withdraw_failed(), say(error.message), { tone: 'error' }),
    }),
  );
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={title} data-testid="candidate-application">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz={{ base: 18, md: 20 }} c="navy.9">
              {app.jobId ? (
                <Anchor href={localizePath(jobPath(app.jobId), currentLocale())} c="navy.9">
                  {title}
                </Anchor>
              ) : (
                title
              )}
            </Title>
            <Text size="sm" c="gray.7">
              {m.my_apps_sent_on()} <time dateTime={app.appliedAt}>{formatBlogDate(app.appliedAt)}</time>
            </Text>
          </div>
          <Badge color={STATUS_COLORS[app.status]} variant="light" size="lg" data-testid="candidate-status">
            {STATUS_LABELS[app.status]()}
          </Badge>
        </Group>
        <Text size="sm" c="gray.8">
          {[app.applicantName, app.applicantEmail, app.applicantPhone].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm" c="gray.8">
          {m.my_apps_resume()} {app.resumeFile ?? (app.resume ? <Anchor href={app.resume}>{app.resume}</Anchor> : m.my_apps_resume_none())}
        </Text>
        {app.open ? (
          <ScriptedFieldset>
            {mode === 'view' ? (
              <Group gap="sm" mt="xs">
                <Button variant="default" size="sm" onClick={() => setMode('edit')}>
                  {m.my_apps_change_details()}
                </Button>
                <Button variant="light" color="red" size="sm" onClick={() => setMode('withdraw')}>
                  {m.my_apps_withdraw()}
                </Button>
              </Group>
            ) : mode === 'withdraw' ? (
              <Alert color="red" variant="light" title={m.my_apps_withdraw_question()} mt="xs" role="alertdialog" aria-label={m.my_apps_withdraw_question()}>
                <Stack gap="sm">
                  <Text size="sm">{m.my_apps_withdraw_text({ title })}</Text>
                  <Group gap="sm">
                    <Button color="red" size="sm" loading={withdraw.isPending} onClick={() => withdraw.mutate({ id: app.id })}>
                      {m.my_apps_withdraw_yes()}
                    </Button>
                    <Button variant="default" size="sm" onClick={() => setMode('view')}>
                      {m.my_apps_keep_it()}
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            ) : (
              <EditDetails app={app} onDone={() => setMode('view')} />
            )}
          </ScriptedFieldset>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Name, email and phone as the application form checks them (the server says what is wrong), and a new résumé. */
function EditDetails({ app, onDone }: { app: CandidateApplicationDto; onDone: () => void }) {
  const [values, setValues] = useState({
    applicantName: app.applicantName ?? '',
    applicantEmail: app.applicantEmail ?? '',
    applicantPhone: app.applicantPhone ?? '',
  });
  const [resumeLink, setResumeLink] = useState('');
  const [upload, setUpload] = useState<UploadDto | null>(null);
  const [busy, setBusy] = useState(false);
  const update = useMutation(
    trpc.candidate.update.mutationOptions({
      onSuccess: (answer) => {
        notify(m.my_apps_updated_title(), say(answer.message));
        onDone();
        void refresh();
      },
    }),
  );
  const field = (name: keyof typeof values, label: string, type = 'text') => (
    <TextInput label={label} type={type} value={values[name]} onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })} />
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changed = Object.fromEntries(Object.entries(values).filter(([key, value]) => value.trim() !== (app[key as keyof typeof values] ?? '')));
    const resume = upload?.id ?? (resumeLink.trim() || undefined);
    update.mutate({ id: app.id, ...changed, ...(resume ? { resume } : {}) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={m.my_apps_change_details()}>
      <Stack gap="sm" mt="xs">
        {field('applicantName', m.form_full_name())}
        {field('applicantEmail', m.contact_email_label(), 'email')}
        <Text size="xs" c="gray.7">
          {m.my_apps_new_address_note()}
        </Text>
        {field('applicantPhone', m.contact_phone_label(), 'tel')}
        <Text size="sm" fw={600}>
          {m.my_apps_replace_resume()}
        </Text>
        <ResumeUpload onChange={setUpload} onBusyChange={setBusy} />
        {upload ? null : (
          <TextInput label={m.my_apps_resume_link()} type="url" value={resumeLink} onChange={(event) => setResumeLink(event.currentTarget.value)} />
        )}
        {update.isError ? (
          <Alert color="red" variant="light" role="alert">
            {say(update.error.message)}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" size="sm" loading={update.isPending} disabled={busy}>
            {m.my_apps_save_changes()}
          </Button>
          <Button variant="default" size="sm" onClick={onDone}>
            {m.account_cancel()}
          </Button>
        </Group>
        <Text size="xs" c="gray.7">
          {m.my_apps_privacy_before()} <Link to="/privacy-policy">{m.my_apps_privacy_link()}</Link> {m.my_apps_privacy_after()}
        </Text>
      </Stack>
    </form>
  );
}
