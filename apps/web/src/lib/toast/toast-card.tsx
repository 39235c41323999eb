// TODO(ui): move to libs/ui (ToastView) and bind that instead.
import type { ReactNode } from 'react';
import styled from 'styled-components';

type Tone = 'success' | 'error' | 'info';
const edge: Record<Tone, string> = { success: '#22C55E', error: '#F04438', info: '#FF7A1A' };

const Card = styled.div<{ $tone: Tone; $visible: boolean }>`
  min-width: 240px;
  max-width: 420px;
  padding: 12px 16px;
  border-radius: 8px;
  border-left: 4px solid ${({ $tone }) => edge[$tone]};
  background: #1f1f23;
  color: #f4f4f5;
  font-size: 14px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.45);
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity 160ms ease;
`;

export function ToastCard(props: {
  tone: Tone;
  visible: boolean;
  role: 'status' | 'alert';
  ariaLive: 'assertive' | 'off' | 'polite';
  children: ReactNode;
}) {
  return (
    <Card $tone={props.tone} $visible={props.visible} role={props.role} aria-live={props.ariaLive}>
      {props.children}
    </Card>
  );
}
