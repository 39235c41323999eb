import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const StyledEqualizerPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

export const StyledEqualizerHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

export const StyledBands = styled.div`
  display: grid;
  grid-template-columns: auto 1fr 4.5rem;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledBandValue = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

export const StyledSaveRow = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};

  > :first-child {
    flex: 1;
  }
`;

export const StyledNotice = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledModes = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
`;

export const StyledFilterList = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > label {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledFilterText = styled.textarea`
  width: 100%;
  min-height: 10rem;
  padding: ${({ theme }) => theme.space(2)};
  border: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  resize: vertical;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export const StyledHeadphonePicker = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
`;

export const StyledHeadphoneList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
