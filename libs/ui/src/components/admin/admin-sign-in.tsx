import { useState, type FormEvent } from 'react';
import { Button } from '../button/button';
import { Logo } from '../logo/logo';
import { Text } from '../layout/layout';
import { TextInput } from '../text-input/text-input';
import { StyledAdminFrame, StyledAdminTitle, StyledSignIn } from './admin.styles';

export const ADMIN_KEY_LABEL = 'Admin key';

export interface AdminSignInProps {
  onSubmit: (key: string) => void;
  busy?: boolean;
  /** Why the last attempt failed ("Wrong admin key"). */
  error?: string | null;
}

/** The console's door: one field, the admin key printed at first start. */
export function AdminSignIn({ onSubmit, busy = false, error = null }: AdminSignInProps) {
  const [key, setKey] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (key.trim()) onSubmit(key.trim());
  };
  return (
    <StyledAdminFrame>
      <StyledSignIn onSubmit={submit} aria-labelledby="admin-sign-in-title">
        <Logo size="md" />
        <StyledAdminTitle id="admin-sign-in-title">Tangerine Admin</StyledAdminTitle>
        <Text $muted $size="sm">
          The admin key was printed when the server first started (Admin key: …). Rotate it with npm run admin -- admin-key rotate.
        </Text>
        <TextInput label={ADMIN_KEY_LABEL} type="password" autoComplete="current-password" value={key} onChange={(event) => setKey(event.target.value)} error={error ?? undefined} />
        <Button type="submit" loading={busy} loadingLabel="Signing in..." disabled={!key.trim()} fullWidth>
          Sign in
        </Button>
      </StyledSignIn>
    </StyledAdminFrame>
  );
}
