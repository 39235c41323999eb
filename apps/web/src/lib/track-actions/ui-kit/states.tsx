// TODO(ui): move to libs/ui (LoadingState, EmptyState, Badge).
import { Icon, Spinner, theme, type IconName } from '@tangerine/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(16, 4)};
  text-align: center;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  h2 {
    margin: 0;
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

export function LoadingState({ text }: { text: string }) {
  return (
    <Centered role="status" aria-live="polite">
      <Spinner />
      <span>{text}</span>
    </Centered>
  );
}

export function EmptyState({ icon = 'note', title, description, action }: { icon?: IconName; title: string; description?: ReactNode; action?: ReactNode }) {
  return (
    <Centered>
      <Icon name={icon} size="xl" />
      <h2>{title}</h2>
      {description && <p>{description}</p>}
      {action}
    </Centered>
  );
}

export const Badge = styled.span<{ $tone?: 'brand' | 'danger' | 'neutral' }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  padding: ${theme.space(0.5, 2)};
  border-radius: ${theme.radii.sm};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: ${theme.letterSpacings.label};
  background: ${(p) => (p.$tone === 'danger' ? theme.colors.danger : p.$tone === 'neutral' ? theme.colors.surfaceRaised : theme.colors.brand)};
  color: ${(p) => (p.$tone === 'neutral' ? theme.colors.text : theme.colors.onBrand)};
  white-space: nowrap;
`;

export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${theme.space(1, 3)};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surfaceRaised};
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.text};
  }
`;

export const Panel = styled.section`
  padding: ${theme.space(5)};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    line-height: ${theme.lineHeights.normal};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space(2, 4)};
    margin: 0;
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;
