import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdminFieldRow, AdminNotice, AdminSection, AdminTable, Badge, Button, ConfirmDialog, Inline, Select, Text, TextInput, translate, useT, type AdminColumn } from '@tangerine/ui';
import type { AdminCode, AdminCodeStatus } from '@tangerine/api';
import { useAdminClient } from './admin-client-context';
import { failure, when } from './admin-format';
import { useExtendCode, useIssueCodes, useRevokeCode } from './admin-mutations';
import { adminQueries, sectionStatus } from './admin-queries';

const statusOptions = () => [
  { value: '', label: translate('admin.codesAnyStatus') },
  { value: 'active', label: translate('admin.codesActive') },
  { value: 'expired', label: translate('admin.codesExpired') },
  { value: 'revoked', label: translate('admin.codesRevoked') },
];

function IssueForm() {
  const t = useT();
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
    <form onSubmit={submit} aria-label={t('admin.codesIssue')}>
      <AdminFieldRow>
        <TextInput label={t('admin.codesDays')} type="number" min={1} max={3650} value={days} onChange={(e) => setDays(e.target.value)} disabled={Boolean(expires)} />
        <TextInput label={t('admin.codesUntil')} type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
        <TextInput label={t('admin.codesDevicesPerCode')} type="number" min={1} max={100} value={devices} onChange={(e) => setDevices(e.target.value)} />
        <TextInput label={t('admin.codesHowMany')} type="number" min={1} max={1000} value={count} onChange={(e) => setCount(e.target.value)} />
        <TextInput label={t('admin.codesNote')} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
        <Button type="submit" loading={issue.isPending} loadingLabel={t('admin.codesIssuing')}>
          {t('admin.codesIssueButton')}
        </Button>
      </AdminFieldRow>
      {issue.isError ? <AdminNotice tone="error">{failure(issue.error)}</AdminNotice> : null}
      {issue.data ? (
        <div role="status" aria-label={t('admin.codesIssued')}>
          <Text $muted $size="sm">
            {t('admin.codesIssuedNow')}
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
  return translate('admin.codesRevokeMessage', { hint: code.hint, devices: code.device_count });
}

function CodeActions({ code }: { code: AdminCode }) {
  const t = useT();
  const extend = useExtendCode();
  const revoke = useRevokeCode();
  const [confirming, setConfirming] = useState(false);
  if (code.status === 'revoked') return null;
  return (
    <Inline $gap={2}>
      <Button size="sm" variant="secondary" onClick={() => extend.mutate({ id: code.id, days: 30 })} aria-label={t('admin.codesExtendLabel', { hint: code.hint })} loading={extend.isPending}>
        {t('admin.codesExtend')}
      </Button>
      <Button size="sm" variant="danger" onClick={() => setConfirming(true)} aria-label={t('admin.codesRevokeLabel', { hint: code.hint })} loading={revoke.isPending}>
        {t('admin.codesRevoke')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('admin.codesRevokeTitle')}
        message={revokeCodeMessage(code)}
        confirmLabel={code.device_count > 0 ? t('admin.codesRevokeAndSignOut', { devices: code.device_count }) : t('admin.codesRevoke')}
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

const columns = (): AdminColumn<AdminCode>[] => [
  { header: translate('admin.codesCode'), cell: (c) => c.hint, nowrap: true },
  { header: translate('admin.codesStatus'), cell: (c) => <Badge variant={c.status === 'active' ? 'active' : 'neutral'}>{translate('admin.codesBadge', { status: c.status })}</Badge> },
  { header: translate('admin.codesExpires'), cell: (c) => when(c.expires_at), nowrap: true },
  { header: translate('admin.codesDevices'), cell: (c) => `${c.device_count}/${c.device_limit}` },
  { header: translate('admin.codesDeviceList'), cell: (c) => (c.devices.length ? c.devices.map((d) => d.name).join(', ') : '—') },
  { header: translate('admin.codesNote'), cell: (c) => c.note ?? '' },
  { header: translate('admin.actions'), cell: (c) => <CodeActions code={c} /> },
];

export function CodesScreen() {
  const t = useT();
  const client = useAdminClient();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<AdminCodeStatus | null>(null);
  const codes = useQuery(adminQueries.codeList(client, { q, status }));
  return (
    <AdminSection
      title={t('admin.codesTitle')}
      status={sectionStatus(codes)}
      loadingText={t('admin.codesLoading')}
      emptyTitle={q || status ? t('admin.codesNoMatch') : t('admin.codesNone')}
      emptyText={t('admin.codesIssueOne')}
      errorText={failure(codes.error)}
      onRetry={() => void codes.refetch()}
      actions={
        <>
          <IssueForm />
          <AdminFieldRow>
            <TextInput label={t('admin.codesSearch')} placeholder={t('admin.codesSearchPlaceholder')} value={q} onChange={(e) => setQ(e.target.value)} />
            <Select label={t('admin.codesStatus')} options={statusOptions()} value={status ?? ''} onValueChange={(value) => setStatus((value || null) as AdminCodeStatus | null)} />
          </AdminFieldRow>
        </>
      }
    >
      <AdminTable caption={t('admin.codesTitle')} columns={columns()} rows={codes.data ?? []} rowKey={(c) => c.id} />
    </AdminSection>
  );
}
