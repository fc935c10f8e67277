import { Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ApplicationDto } from '@app/shared/schemas/dtos';
import type { ReactNode } from 'react';
import { formatFileSize } from '../../../lib/format';
import { notifyAdmin } from '../../../lib/notify';
import { StatusBadge } from './ApplicationCard';
import { applicantName, appliedDate, assigneeOf, experienceOf, jobTitleOf, phoneOf } from './applications';
import { ApplicationPipeline } from './ApplicationPipeline';
import { AdminDialog } from '../common';
import { resumeDownloadUrl } from './queries';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={3} fz="md" c="navy.9" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** Opens the applicant's resume link in a new tab, or says there is none (an uploaded file is a download link instead). */
export function openResume(application: ApplicationDto) {
  const name = applicantName(application);
  const url = application.resume?.trim();
  if (!url) {
    notifyAdmin('No Resume', 'No resume available for this application.', 'error');
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
  notifyAdmin('Resume Download', `Resume for ${name} opened in new tab.`);
}

/**
 * The 'Application Details' dialog: applicant, job, experience, cover letter and the resume
 * button, then the recruiter's pipeline (assignee, a mail to the applicant, notes, the timeline).
 */
export function ApplicationDetailsDialog({ application, onClose }: { application: ApplicationDto | null; onClose: () => void }) {
  return (
    <AdminDialog opened={application !== null} onClose={onClose} title="Application Details" size="lg">
      {application ? (
        <Stack gap="lg">
          <Section title="Applicant Information">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Field label="Name">{application.applicantName?.trim() || 'Not provided'}</Field>
              <Field label="Email">{application.applicantEmail?.trim() || 'Not provided'}</Field>
              <Field label="Phone">{phoneOf(application)}</Field>
              <Field label="Applied">{appliedDate(application)}</Field>
            </SimpleGrid>
          </Section>
          <Divider />
          <Section title="Job Information">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Field label="Position">{jobTitleOf(application)}</Field>
              <Field label="Status">
                <StatusBadge status={application.status} />
              </Field>
              <Field label="Assigned to">{assigneeOf(application)}</Field>
            </SimpleGrid>
          </Section>
          <Divider />
          <Section title="Experience">
            <Text size="sm">{experienceOf(application)}</Text>
          </Section>
          {application.resumeFile ? (
            <Section title="Resume">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {application.resumeFile.name} ({application.resumeFile.type.toUpperCase()}, {formatFileSize(application.resumeFile.size)})
              </Text>
            </Section>
          ) : null}
          <Section title="Cover Letter">
            <Paper withBorder radius="md" p="md" bg="gray.0">
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {application.coverLetter?.trim() || 'No cover letter provided.'}
              </Text>
            </Paper>
          </Section>
          <Divider />
          <ApplicationPipeline application={application} />
          <Divider />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            {application.resumeFile ? (
              <Button
                component="a"
                href={resumeDownloadUrl(application.id)}
                download={application.resumeFile.name}
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                Download Resume
              </Button>
            ) : (
              <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => openResume(application)}>
                Download Resume
              </Button>
            )}
          </Group>
        </Stack>
      ) : null}
    </AdminDialog>
  );
}
