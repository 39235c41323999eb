import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/i18n';
import { Button } from '../button/button';
import { TextInput } from '../text-input/text-input';
import { StyledJoinForm } from './room.styles';

export interface JoinRoomFormProps {
  /** A code from the join link, filled in. */
  initialCode?: string;
  /** Why the last try failed ("Invalid room code"). */
  error?: string | null;
  busy?: boolean;
  onJoin: (code: string) => void;
}

/** The `/join` page's form: the field "Room code" and the button "Join room". */
export function JoinRoomForm({ initialCode = '', error = null, busy = false, onJoin }: JoinRoomFormProps) {
  const t = useT();
  const [code, setCode] = useState(initialCode);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onJoin(code.trim());
  };
  return (
    <StyledJoinForm onSubmit={submit}>
      <TextInput label={t('rooms.code')} value={code} onChange={(event) => setCode(event.target.value.toUpperCase())} maxLength={7} autoComplete="off" autoCapitalize="characters" error={error ?? undefined} />
      <Button type="submit" disabled={busy || !code.trim()}>
        {t('rooms.join')}
      </Button>
    </StyledJoinForm>
  );
}
