import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/i18n';
import { Button } from '../button/button';
import { Logo } from '../logo/logo';
import { Text } from '../layout/layout';
import { TextInput } from '../text-input/text-input';
import { StyledAdminFrame, StyledAdminTitle, StyledSignIn } from './admin.styles';

export interface AdminSignInProps {
  onSubmit: (key: string) => void;
  busy?: boolean;
  /** Why the last attempt failed ("Wrong admin key"). */
  error?: string | null;
}

/** The console's door: one field, the admin key printed at first start. */
export function AdminSignIn({ onSubmit, busy = false, error = null }: AdminSignInProps) {
  const t = useT();
  const [key, setKey] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (key.trim()) onSubmit(key.trim());
  };
  return (
    <StyledAdminFrame>
      <StyledSignIn onSubmit={submit} aria-labelledby="admin-sign-in-title">
        <Logo size="md" />
        <StyledAdminTitle id="admin-sign-in-title">{t('admin.title')}</StyledAdminTitle>
        <Text $muted $size="sm">
          {t('admin.keyHelp')}
        </Text>
        <TextInput label={t('admin.keyLabel')} type="password" autoComplete="current-password" value={key} onChange={(event) => setKey(event.target.value)} error={error ?? undefined} />
        <Button type="submit" loading={busy} loadingLabel={t('admin.signingIn')} disabled={!key.trim()} fullWidth>
          {t('admin.signIn')}
        </Button>
      </StyledSignIn>
    </StyledAdminFrame>
  );
}
