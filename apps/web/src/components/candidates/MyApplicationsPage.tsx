import { Alert, Anchor, Badge, Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { UploadDto } from '@app/shared/schemas/dtos';
import { jobPath } from '@app/shared/job-url';
import { CANDIDATE_LINK_MINUTES, CANDIDATE_MESSAGES, type CandidateStatus } from '@app/shared/candidates';
import type { CandidateApplicationDto } from '@app/shared/schemas/candidates';
import { formatJobDate } from '../../lib/format';
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

const sessionKey = () => trpc.candidate.session.queryKey();
const refresh = () => queryClient.invalidateQueries({ queryKey: sessionKey() });

export function MyApplicationsPage({ invalidLink }: { invalidLink: boolean }) {
  const session = useQuery({ ...trpc.candidate.session.queryOptions(), retryOnMount: false });
  return (
    <Container size="md" py={{ base: 40, md: 72 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, md: 36 }} c="navy.9">
          My Applications
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
        Follow the applications you sent us, correct your details, replace your résumé or withdraw an application. There is no password: enter the email address
        you applied with and we email it a sign-in link that works once, for {CANDIDATE_LINK_MINUTES} minutes.
      </Text>
      {invalidLink ? (
        <Alert color="red" variant="light" role="alert" data-testid="candidate-link-invalid">
          {CANDIDATE_MESSAGES.invalidLink}
        </Alert>
      ) : null}
      <LinkRequestForm
        label="Email me a link"
        what="ask for a sign-in link"
        emailDescription="The address you applied with."
        submitLabel="Email me a link"
        sentTestId="candidate-link-sent"
        parse={(schemas, email) => schemas.ZCandidateLinkInput.safeParse({ email })}
        send={(values) => trpcClient.candidate.requestLink.mutate(values)}
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
          There are no applications with this address any more. <Anchor href="/jobs">Browse jobs</Anchor>
        </Text>
      ) : (
        <ul aria-label="Your applications" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
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
  const title = app.jobTitle?.trim() || 'A job';
  const withdraw = useMutation(
    trpc.candidate.withdraw.mutationOptions({
      onSuccess: (answer) => {
        notify('Application withdrawn', answer.message);
        setMode('view');
        void refresh();
      },
      onError: (error) => notify('Could not withdraw', error.message, { tone: 'error' }),
    }),
  );
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={title} data-testid="candidate-application">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz={{ base: 18, md: 20 }} c="navy.9">
              {app.jobId ? (
                <Anchor href={jobPath(app.jobId)} c="navy.9">
                  {title}
                </Anchor>
              ) : (
                title
              )}
            </Title>
            <Text size="sm" c="gray.7">
              Sent on <time dateTime={app.appliedAt}>{formatJobDate(app.appliedAt)}</time>
            </Text>
          </div>
          <Badge color={STATUS_COLORS[app.status]} variant="light" size="lg" data-testid="candidate-status">
            {app.status}
          </Badge>
        </Group>
        <Text size="sm" c="gray.8">
          {[app.applicantName, app.applicantEmail, app.applicantPhone].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm" c="gray.8">
          Résumé: {app.resumeFile ?? (app.resume ? <Anchor href={app.resume}>{app.resume}</Anchor> : 'none')}
        </Text>
        {app.open ? (
          <ScriptedFieldset>
            {mode === 'view' ? (
              <Group gap="sm" mt="xs">
                <Button variant="default" size="sm" onClick={() => setMode('edit')}>
                  Change details
                </Button>
                <Button variant="light" color="red" size="sm" onClick={() => setMode('withdraw')}>
                  Withdraw
                </Button>
              </Group>
            ) : mode === 'withdraw' ? (
              <Alert color="red" variant="light" title="Withdraw this application?" mt="xs" role="alertdialog" aria-label="Withdraw this application?">
                <Stack gap="sm">
                  <Text size="sm">We will stop considering you for {title}. This cannot be undone; to be considered again, apply again.</Text>
                  <Group gap="sm">
                    <Button color="red" size="sm" loading={withdraw.isPending} onClick={() => withdraw.mutate({ id: app.id })}>
                      Yes, withdraw
                    </Button>
                    <Button variant="default" size="sm" onClick={() => setMode('view')}>
                      Keep it
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
        notify('Application updated', answer.message);
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
    <form onSubmit={submit} noValidate aria-label="Change details">
      <Stack gap="sm" mt="xs">
        {field('applicantName', 'Full Name')}
        {field('applicantEmail', 'Email Address', 'email')}
        <Text size="xs" c="gray.7">
          A new address moves this application to it: to see it here again, ask for a link with that address.
        </Text>
        {field('applicantPhone', 'Phone Number', 'tel')}
        <Text size="sm" fw={600}>
          Replace your résumé
        </Text>
        <ResumeUpload onChange={setUpload} onBusyChange={setBusy} />
        {upload ? null : <TextInput label="Or a link to it" type="url" value={resumeLink} onChange={(event) => setResumeLink(event.currentTarget.value)} />}
        {update.isError ? (
          <Alert color="red" variant="light" role="alert">
            {update.error.message}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" size="sm" loading={update.isPending} disabled={busy}>
            Save changes
          </Button>
          <Button variant="default" size="sm" onClick={onDone}>
            Cancel
          </Button>
        </Group>
        <Text size="xs" c="gray.7">
          See our <Link to="/privacy-policy">privacy policy</Link> for how we use these details.
        </Text>
      </Stack>
    </form>
  );
}
