import { useId } from 'react';
import styled from 'styled-components';
import { tabularNumbers } from '../../theme/mixins';
import { useT } from '../../i18n/i18n';

const StyledProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledProgressHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  ${tabularNumbers}
`;

const StyledTrack = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceHover};
  overflow: hidden;
`;

const StyledFill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.brand};
  transition: width 0.3s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export interface AdminProgressProps {
  /** What progresses ("Importing /srv/music/Aurora Lane"). */
  label: string;
  value: number;
  /** 0 while the total is not known yet: the bar stays empty. */
  max: number;
  /** A line under the label ("First Light/01.mp3"). */
  detail?: string | null;
}

/** A labelled progress bar with "value of max" for assistive technology. */
export function AdminProgress({ label, value, max, detail }: AdminProgressProps) {
  const t = useT();
  const labelId = useId();
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <StyledProgress>
      <StyledProgressHead>
        <span id={labelId}>{label}</span>
        <span>{max > 0 ? t('admin.progress', { value, max }) : ''}</span>
      </StyledProgressHead>
      <StyledTrack role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={max || 1} aria-valuenow={value} aria-valuetext={max > 0 ? t('admin.progressFiles', { value, max }) : t('admin.starting')}>
        <StyledFill $percent={percent} />
      </StyledTrack>
      {detail ? <StyledProgressHead>{detail}</StyledProgressHead> : null}
    </StyledProgress>
  );
}
