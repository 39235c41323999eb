// TODO(ui): move to libs/ui (album, artist, playlist, podcast and station cards).
import { IconButton, Link, theme, truncate, type IconName } from '@tangerine/ui';
import styled from 'styled-components';
import { Artwork } from './artwork';

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  transition: background ${theme.motion.fast} ${theme.motion.easing};
  min-width: 0;
  &:hover,
  &:focus-within {
    background: ${theme.colors.surfaceRaised};
  }
  a {
    color: ${theme.colors.text};
    text-decoration: none;
    font-weight: ${theme.fontWeights.semibold};
    font-size: ${theme.fontSizes.sm};
    ${truncate};
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radii.lg};
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: ${theme.focus.ringWidth} solid ${theme.colors.brand};
    outline-offset: ${theme.focus.ringOffset};
  }
`;

const Sub = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
  ${truncate};
`;

const ArtBox = styled.div`
  position: relative;
`;

const PlayBox = styled.div`
  position: absolute;
  right: ${theme.space(2)};
  bottom: ${theme.space(2)};
  z-index: ${theme.zIndices.raised};
`;

const BadgeBox = styled.div`
  position: absolute;
  left: ${theme.space(2)};
  top: ${theme.space(2)};
  z-index: ${theme.zIndices.raised};
`;

export interface MediaCardProps {
  title: string;
  subtitle?: string | null;
  href?: string;
  artworkUrl: string | null | undefined;
  round?: boolean;
  placeholderIcon?: IconName;
  /** A play button over the artwork (named "Play <title>"). */
  onPlay?: () => void;
  badge?: React.ReactNode;
  extra?: React.ReactNode;
}

export function MediaCard({ title, subtitle, href, artworkUrl, round = false, placeholderIcon, onPlay, badge, extra }: MediaCardProps) {
  return (
    <Card>
      <ArtBox>
        <Artwork src={artworkUrl} round={round} {...(placeholderIcon ? { placeholderIcon } : {})} />
        {badge && <BadgeBox>{badge}</BadgeBox>}
        {onPlay && (
          <PlayBox>
            <IconButton label={`Play ${title}`} icon="play" variant="brand" onClick={onPlay} tooltip={false} />
          </PlayBox>
        )}
      </ArtBox>
      {href ? (
        <Link href={href} title={title}>
          {title}
        </Link>
      ) : onPlay ? (
        <button type="button" onClick={onPlay} style={{ all: 'unset', cursor: 'pointer', fontWeight: 600, fontSize: theme.fontSizes.sm }}>
          {title}
        </button>
      ) : (
        <strong>{title}</strong>
      )}
      {subtitle && <Sub>{subtitle}</Sub>}
      {extra}
    </Card>
  );
}
