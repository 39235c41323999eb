// TODO(ui): move to libs/ui (Chip / ChipGroup as pills).
import { focusVisible, theme } from '@tangerine/ui';
import styled from 'styled-components';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

const Chip = styled.button<{ $selected: boolean }>`
  border: 1px solid ${(p) => (p.$selected ? theme.colors.brand : theme.colors.borderStrong)};
  border-radius: ${theme.radii.pill};
  padding: ${theme.space(1.5, 4)};
  min-height: ${theme.sizes.control.sm};
  background: ${(p) => (p.$selected ? theme.colors.brand : theme.colors.surface)};
  color: ${(p) => (p.$selected ? theme.colors.onBrand : theme.colors.text)};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;
  transition: background ${theme.motion.fast} ${theme.motion.easing};
  &:hover {
    background: ${(p) => (p.$selected ? theme.colors.brandStrong : theme.colors.surfaceHover)};
  }
  ${focusVisible}
`;

export interface ChipOption<V extends string> {
  value: V;
  label: string;
}

/** Single-choice pills; the chosen one has aria-pressed. */
export function ChipGroup<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<ChipOption<V>>;
  value: V | null;
  onChange: (value: V) => void;
}) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Chip
          key={option.value}
          type="button"
          $selected={option.value === value}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Chip>
      ))}
    </Group>
  );
}
