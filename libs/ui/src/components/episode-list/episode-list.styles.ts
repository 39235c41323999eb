import styled from 'styled-components';
import { focusVisible, resetButton, transition, truncate } from '../../theme/mixins';

export const StyledEpisodeList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export const StyledEpisode = styled.li<{ $current: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $current }) => ($current ? theme.colors.surfaceRaised : theme.colors.surface)};
  cursor: pointer;
  ${transition('background-color')}

  &:hover,
  &:focus-within {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

export const StyledEpisodeBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
`;

export const StyledEpisodeHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

/** The title is the row's button (keyboard and assistive technology); the row itself plays on click. */
export const StyledEpisodeTitle = styled.button<{ $current: boolean }>`
  ${resetButton}
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $current }) => ($current ? theme.colors.brand : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  ${truncate}
  ${focusVisible}
`;

export const StyledEpisodeDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

export const StyledEpisodeMeta = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

export const StyledPlayIcon = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.control.md};
  height: ${({ theme }) => theme.sizes.control.md};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
`;

