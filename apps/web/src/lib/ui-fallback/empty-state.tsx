// TODO(ui): move to libs/ui (EmptyState).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from './tokens';

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 64px 16px;
  text-align: center;
  color: ${tokens.textMuted};
  h2 {
    color: ${tokens.text};
    font-size: 20px;
  }
`;

export function EmptyState({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <Wrapper>
      <h2>{title}</h2>
      {description && <p>{description}</p>}
      {action}
    </Wrapper>
  );
}
