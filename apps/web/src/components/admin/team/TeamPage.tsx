import { Badge, Button, Group, Modal, Select, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconMailForward, IconSend, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, STAFF_ROLE_LABELS, type StaffRole } from '@app/shared/roles';
import { isEmail } from '@app/shared/schemas/base';
import type { InvitationDto, TeamMemberDto } from '@app/shared/schemas/dtos';
import { useAdminAuth } from '../../../lib/admin-auth';
import { notifyAdmin } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { AdminPageHeader, ConfirmDialog, DataTable, EmptyState } from '../common';
import { formatDateTime } from '../activity/activity';

/** What deactivating or demoting an owner does to the invitations they sent (the server revokes them). */
const INVITATIONS_REVOKED = 'The invitations they sent that were still pending are revoked.';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** What each role may do, as the invite dialog explains it. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, including Team and Settings.',
  recruiter: 'Jobs, applications, leads and job alerts. No Settings, Team or blog.',
  editor: 'Blog posts and testimonials only.',
};

function useTeamRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.team.pathKey() });
}

function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const refresh = useTeamRefresh();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('recruiter');
  const [error, setError] = useState<string | null>(null);
  const invite = useMutation(
    trpc.team.invite.mutationOptions({
      onSuccess: async (result) => {
        notifyAdmin('Invitation sent', `${result.message}. The link is valid for 72 hours.`);
        setEmail('');
        setError(null);
        onClose();
        await refresh();
      },
      onError: (e) => setError(e.message || 'Failed to send the invitation. Please try again.'),
    }),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email.trim())) {
      setError('Please enter a valid email address');
      return;
    }
    invite.mutate({ email: email.trim(), role });
  };
  return (
    <Modal opened={opened} onClose={invite.isPending ? () => {} : onClose} title="Invite a team member" centered radius="md">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            We email them a link, valid for 72 hours, to choose their username and password. The link works once.
          </Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
            withAsterisk
            data-autofocus
          />
          <Select
            label="Role"
            data={ROLE_OPTIONS}
            value={role}
            onChange={(v) => v && setRole(v as StaffRole)}
            allowDeselect={false}
            description={ROLE_DESCRIPTIONS[role]}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={invite.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending} leftSection={<IconSend size={16} aria-hidden />}>
              Send Invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function MemberRow({ member, isMe, onDeactivate, onResetMfa }: { member: TeamMemberDto; isMe: boolean; onDeactivate: () => void; onResetMfa: () => void }) {
  const refresh = useTeamRefresh();
  const update = useMutation(
    trpc.team.update.mutationOptions({
      onSuccess: async (saved, input) => {
        if (input.role)
          notifyAdmin(
            'Role changed',
            `${saved.username} is now ${STAFF_ROLE_LABELS[saved.role].toLowerCase()}.${member.role === 'owner' && saved.role !== 'owner' ? ` ${INVITATIONS_REVOKED}` : ''}`,
          );
        else
          notifyAdmin(saved.active ? 'Reactivated' : 'Deactivated', `${saved.username} ${saved.active ? 'can sign in again' : 'was signed out everywhere'}.`);
        await refresh();
      },
      onError: async (e) => {
        notifyAdmin('Error', e.message || 'Failed to update the team member. Please try again.', 'error');
        await refresh();
      },
    }),
  );
  return (
    <Table.Tr data-testid="team-member" data-username={member.username}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {member.username}
          {isMe ? (
            <Text span size="xs" c="dimmed" fw={400}>
              {' '}
              (you)
            </Text>
          ) : null}
        </Text>
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {member.email ?? (
          <Text span size="sm" c="dimmed">
            none
          </Text>
        )}
      </Table.Td>
      <Table.Td miw={150}>
        <Select
          aria-label={`Role of ${member.username}`}
          data={ROLE_OPTIONS}
          value={member.role}
          onChange={(v) => v && v !== member.role && update.mutate({ id: member.id, role: v as StaffRole })}
          allowDeselect={false}
          disabled={update.isPending}
          size="xs"
        />
      </Table.Td>
      <Table.Td>
        <Badge color={member.active ? 'teal' : 'gray'} variant="light">
          {member.active ? 'Active' : 'Deactivated'}
        </Badge>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {member.lastLoginAt ? (
          <time dateTime={member.lastLoginAt}>{formatDateTime(member.lastLoginAt)}</time>
        ) : (
          <Text span size="sm" c="dimmed">
            Never
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Badge color={member.mfaEnabled ? 'teal' : 'gray'} variant="outline">
            {member.mfaEnabled ? 'On' : 'Off'}
          </Badge>
          {/* A lost phone: an owner turns another member's two-factor off (their own needs a code, in Profile). */}
          {member.mfaEnabled && !isMe ? (
            <Button size="compact-xs" variant="subtle" color="red" onClick={onResetMfa} aria-label={`Turn off two-factor for ${member.username}`}>
              Turn off
            </Button>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        {isMe ? null : member.active ? (
          <Button size="xs" variant="light" color="red" onClick={onDeactivate} aria-label={`Deactivate ${member.username}`}>
            Deactivate
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            loading={update.isPending}
            onClick={() => update.mutate({ id: member.id, active: true })}
            aria-label={`Reactivate ${member.username}`}
          >
            Reactivate
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function InvitationRow({ invitation }: { invitation: InvitationDto }) {
  const refresh = useTeamRefresh();
  const expired = Date.parse(invitation.expiresAt) <= Date.now();
  const resend = useMutation(
    trpc.team.resendInvitation.mutationOptions({
      onSuccess: async (result) => {
        notifyAdmin('Invitation sent', `${result.message}. The new link is valid for 72 hours; the old one no longer works.`);
        await refresh();
      },
      onError: (e) => notifyAdmin('Error', e.message || 'Failed to send the invitation again.', 'error'),
    }),
  );
  const revoke = useMutation(
    trpc.team.revokeInvitation.mutationOptions({
      onSuccess: async (result) => {
        notifyAdmin('Invitation revoked', result.message);
        await refresh();
      },
      onError: (e) => notifyAdmin('Error', e.message || 'Failed to revoke the invitation.', 'error'),
    }),
  );
  return (
    <Table.Tr data-testid="team-invitation">
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{invitation.email}</Table.Td>
      <Table.Td>{STAFF_ROLE_LABELS[invitation.role]}</Table.Td>
      <Table.Td>{invitation.invitedBy ?? '—'}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {expired ? (
          <Badge color="gray" variant="light">
            Expired
          </Badge>
        ) : (
          <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMailForward size={14} aria-hidden />}
            loading={resend.isPending}
            onClick={() => resend.mutate({ id: invitation.id })}
            aria-label={`Send the invitation to ${invitation.email} again`}
          >
            Send Again
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={revoke.isPending}
            onClick={() => revoke.mutate({ id: invitation.id })}
            aria-label={`Revoke the invitation to ${invitation.email}`}
          >
            Revoke
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /admin/team (owners): the staff users with their role, state, last sign-in and two-factor; invite
 * a person by email, change a role, deactivate (signed out everywhere at once) or reactivate; the
 * pending invitations, to send again or revoke.
 */
export function TeamPage() {
  const { user } = useAdminAuth();
  const refresh = useTeamRefresh();
  const members = useQuery({ ...trpc.team.list.queryOptions(), staleTime: 0 });
  const invitations = useQuery({ ...trpc.team.invitations.queryOptions(), staleTime: 0 });
  const [inviting, setInviting] = useState(false);
  const [deactivating, setDeactivating] = useState<TeamMemberDto | null>(null);
  const [resettingMfa, setResettingMfa] = useState<TeamMemberDto | null>(null);
  const resetMfa = useMutation(
    trpc.mfa.reset.mutationOptions({
      onSuccess: async () => {
        notifyAdmin('Two-factor turned off', `${resettingMfa?.username ?? 'The member'} signs in with the password only, and was signed out everywhere.`);
        setResettingMfa(null);
        await refresh();
      },
      onError: (e) => {
        notifyAdmin('Error', e.message || 'Failed to turn two-factor off. Please try again.', 'error');
        setResettingMfa(null);
      },
    }),
  );
  const deactivate = useMutation(
    trpc.team.update.mutationOptions({
      onSuccess: async (saved) => {
        notifyAdmin(
          'Deactivated',
          `${saved.username} was signed out everywhere and cannot sign in.${deactivating?.role === 'owner' ? ` ${INVITATIONS_REVOKED}` : ''}`,
        );
        setDeactivating(null);
        await refresh();
      },
      onError: (e) => {
        notifyAdmin('Error', e.message || 'Failed to deactivate the team member. Please try again.', 'error');
        setDeactivating(null);
      },
    }),
  );

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="Team"
        subtitle="Who can sign in to the admin area, and what each of them may do."
        actions={
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
            Invite
          </Button>
        }
      />
      <Text size="sm" c="dimmed">
        Owners: everything, including Team and Settings. Recruiters: jobs, applications, leads and job alerts. Editors: blog posts and testimonials. There is
        always at least one active owner. Deactivating or demoting an owner revokes the invitations they sent.
      </Text>

      {members.data ? (
        <DataTable
          label="Team members"
          columns={['Username', 'Email', 'Role', 'Status', 'Last sign-in', 'Two-factor', { label: 'Actions', hidden: true }]}
          minWidth={860}
          stale={members.isFetching}
        >
          {members.data.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              isMe={member.id === user?.id}
              onDeactivate={() => setDeactivating(member)}
              onResetMfa={() => setResettingMfa(member)}
            />
          ))}
        </DataTable>
      ) : (
        <Skeleton height={200} radius="md" />
      )}

      <Title order={2} fz="lg" c="navy.9" mt="md">
        Pending invitations
      </Title>
      {invitations.data?.length ? (
        <DataTable label="Pending invitations" columns={['Email', 'Role', 'Invited by', 'Link valid until', { label: 'Actions', hidden: true }]} minWidth={720}>
          {invitations.data.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </DataTable>
      ) : invitations.data ? (
        <EmptyState title="No pending invitations" message="Invite a person by email: they choose their own username and password." />
      ) : (
        <Skeleton height={80} radius="md" />
      )}

      <InviteDialog opened={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        opened={!!deactivating}
        onClose={() => setDeactivating(null)}
        onConfirm={() => deactivating && deactivate.mutate({ id: deactivating.id, active: false })}
        title="Deactivate team member"
        message={`Deactivate ${deactivating?.username ?? ''}? They are signed out everywhere at once and cannot sign in until reactivated.${deactivating?.role === 'owner' ? ' The invitations they sent that are still pending are revoked.' : ''}`}
        confirmLabel="Deactivate"
        loading={deactivate.isPending}
      />
      <ConfirmDialog
        opened={!!resettingMfa}
        onClose={() => setResettingMfa(null)}
        onConfirm={() => resettingMfa && resetMfa.mutate({ id: resettingMfa.id })}
        title="Turn off two-factor sign-in"
        message={`Turn off two-factor sign-in for ${resettingMfa?.username ?? ''}? Their authenticator and recovery codes stop working, they are signed out everywhere, and they sign in with the password only until they set it up again.`}
        confirmLabel="Turn off"
        loading={resetMfa.isPending}
      />
    </Stack>
  );
}
