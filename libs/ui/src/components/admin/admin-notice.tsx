import type { ReactNode } from 'react';
import { StyledNotice } from './admin.styles';

export type AdminNoticeTone = 'error' | 'success' | 'progress';

export interface AdminNoticeProps {
  /** error: announced at once (role alert), in danger colours; success and progress: a polite status. */
  tone: AdminNoticeTone;
  children: ReactNode;
  /** Names the notice when it holds more than a sentence (e.g. "Issued codes"). */
  label?: string;
}

/** The outcome of an admin action under its form: a failure stands out from the text around it. */
export function AdminNotice({ tone, children, label }: AdminNoticeProps) {
  return (
    <StyledNotice role={tone === 'error' ? 'alert' : 'status'} aria-label={label} $tone={tone}>
      {children}
    </StyledNotice>
  );
}
