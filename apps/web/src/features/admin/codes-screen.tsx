import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdminFieldRow, AdminNotice, AdminSection, AdminTable, Badge, Button, ConfirmDialog, Inline, pluralize, Select, Text, TextInput, type AdminColumn } from '@tangerine/ui';
import type { AdminCode, AdminCodeStatus } from '@tangerine/api';
import { useAdminClient } from './admin-client-context';
import { failure, when } from './admin-format';
import { useExtendCode, useIssueCodes, useRevokeCode } from './admin-mutations';
import { adminQueries, sectionStatus } from './admin-queries';

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  { value: 'active', label: 'Active' },
  { value: 'expired', label: 'Expired' },
  { value: 'revoked', label: 'Revoked' },
];

function IssueForm() {
  const issue = useIssueCodes();
  const [days, setDays] = useState('30');
  const [expires, setExpires] = useState('');
  const [devices, setDevices] = useState('3');
  const [count, setCount] = useState('1');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    issue.mutate({ ...(expires ? { expires } : { days: Number(days) }), devices: Number(devices), count: Number(count), ...(note.trim() ? { note: note.trim() } : {}) });
  };
  return (
    <form onSubmit={submit} aria-label="Issue codes">
      <AdminFieldRow>
        <TextInput label="Days" type="number" min={1} max={3650} value={days} onChange={(e) => setDays(e.target.value)} disabled={Boolean(expires)} />
        <TextInput label="Or until (date)" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
        <TextInput label="Devices per code" type="number" min={1} max={100} value={devices} onChange={(e) => setDevices(e.target.value)} />
        <TextInput label="How many" type="number" min={1} max={1000} value={count} onChange={(e) => setCount(e.target.value)} />
        <TextInput label="Note" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
        <Button type="submit" loading={issue.isPending} loadingLabel="Issuing...">
          Issue
        </Button>
      </AdminFieldRow>
      {issue.isError ? <AdminNotice tone="error">{failure(issue.error)}</AdminNotice> : null}
      {issue.data ? (
        <div role="status" aria-label="Issued codes">
          <Text $muted $size="sm">
            Issued (shown only now):
          </Text>
          {issue.data.map((code) => (
            <Text key={code.id} as="code">
              {code.code}
            </Text>
          ))}
        </div>
      ) : null}
    </form>
  );
}

/** What revoking a code does, said before it is done: every device of the code is signed out. */
export function revokeCodeMessage(code: Pick<AdminCode, 'hint' | 'device_count'>): string {
  const signsOut = code.device_count === 0 ? 'No device uses it.' : `This signs out ${code.device_count === 1 ? 'the 1 device' : `all ${pluralize(code.device_count, 'device')}`} using it.`;
  return `${code.hint} will no longer activate or play. ${signsOut}`;
}

function CodeActions({ code }: { code: AdminCode }) {
  const extend = useExtendCode();
  const revoke = useRevokeCode();
  const [confirming, setConfirming] = useState(false);
  if (code.status === 'revoked') return null;
  return (
    <Inline $gap={2}>
      <Button size="sm" variant="secondary" onClick={() => extend.mutate({ id: code.id, days: 30 })} aria-label={`Extend ${code.hint} by 30 days`} loading={extend.isPending}>
        Extend
      </Button>
      <Button size="sm" variant="danger" onClick={() => setConfirming(true)} aria-label={`Revoke ${code.hint}`} loading={revoke.isPending}>
        Revoke
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Revoke this code?"
        message={revokeCodeMessage(code)}
        confirmLabel={code.device_count > 0 ? `Revoke and sign out ${pluralize(code.device_count, 'device')}` : 'Revoke'}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          revoke.mutate(code.id);
        }}
      />
      {extend.isError || revoke.isError ? <AdminNotice tone="error">{failure(extend.error ?? revoke.error)}</AdminNotice> : null}
    </Inline>
  );
}

const columns: AdminColumn<AdminCode>[] = [
  { header: 'Code', cell: (c) => c.hint, nowrap: true },
  { header: 'Status', cell: (c) => <Badge variant={c.status === 'active' ? 'active' : 'neutral'}>{c.status}</Badge> },
  { header: 'Expires', cell: (c) => when(c.expires_at), nowrap: true },
  { header: 'Devices', cell: (c) => `${c.device_count}/${c.device_limit}` },
  { header: 'Device list', cell: (c) => (c.devices.length ? c.devices.map((d) => d.name).join(', ') : '—') },
  { header: 'Note', cell: (c) => c.note ?? '' },
  { header: 'Actions', cell: (c) => <CodeActions code={c} /> },
];

export function CodesScreen() {
  const client = useAdminClient();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<AdminCodeStatus | null>(null);
  const codes = useQuery(adminQueries.codeList(client, { q, status }));
  return (
    <AdminSection
      title="Activation codes"
      status={sectionStatus(codes)}
      loadingText="Loading codes..."
      emptyTitle={q || status ? 'No codes match' : 'No activation codes yet'}
      emptyText="Issue one above."
      errorText={failure(codes.error)}
      onRetry={() => void codes.refetch()}
      actions={
        <>
          <IssueForm />
          <AdminFieldRow>
            <TextInput label="Search codes" placeholder="First block or note" value={q} onChange={(e) => setQ(e.target.value)} />
            <Select label="Status" options={STATUS_OPTIONS} value={status ?? ''} onValueChange={(value) => setStatus((value || null) as AdminCodeStatus | null)} />
          </AdminFieldRow>
        </>
      }
    >
      <AdminTable caption="Activation codes" columns={columns} rows={codes.data ?? []} rowKey={(c) => c.id} />
    </AdminSection>
  );
}
