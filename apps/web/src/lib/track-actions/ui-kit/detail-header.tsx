// TODO(ui): move to libs/ui (DetailHeader: artwork left, label, big title, metadata, actions).
import { theme } from '@tangerine/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Artwork } from './artwork';
import type { IconName } from '@tangerine/ui';

const Header = styled.header`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space(6)};
  ${theme.media.belowTablet} {
    flex-direction: column;
    align-items: flex-start;
    gap: ${theme.space(4)};
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  min-width: 0;
  h1 {
    margin: 0;
    font-size: ${theme.fontSizes.hero};
    line-height: ${theme.lineHeights.tight};
    letter-spacing: ${theme.letterSpacings.tight};
    overflow-wrap: anywhere;
    ${theme.media.belowTablet} {
      font-size: ${theme.fontSizes.xxl};
    }
  }
`;

const Label = styled.span`
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: ${theme.letterSpacings.label};
  color: ${theme.colors.textMuted};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  a {
    color: ${theme.colors.text};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(2)};
`;

export function DetailHeader({
  artworkUrl,
  round = false,
  placeholderIcon,
  label,
  title,
  meta,
  actions,
  children,
}: {
  artworkUrl: string | null | undefined;
  round?: boolean;
  placeholderIcon?: IconName;
  label?: ReactNode;
  title: string;
  meta?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Header>
      <Artwork src={artworkUrl} size={theme.sizes.artwork.lg} round={round} {...(placeholderIcon ? { placeholderIcon } : {})} />
      <Text>
        {label && <Label>{label}</Label>}
        <h1>{title}</h1>
        {meta && <Meta>{meta}</Meta>}
        {children}
        {actions && <Actions>{actions}</Actions>}
      </Text>
    </Header>
  );
}
