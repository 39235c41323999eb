import { useRef, type ButtonHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../../icons/icon';
import type { IconGlyph } from '../../icons/glyphs';
import { Link } from '../../lib/link';
import { StyledChipButton, StyledChipGroup, StyledChipStatic, chipStyles } from './chip.styles';
import styled from 'styled-components';

export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  children: ReactNode;
  selected?: boolean;
  icon?: IconGlyph;
  /** A chip that navigates (a genre chip that links somewhere). */
  href?: string;
  /** A plain label chip, not interactive (genres on a track page). */
  static?: boolean;
}

const StyledChipLink = styled(Link)<{ $selected: boolean }>`
  ${chipStyles}
`;

/** A pill: a filter toggle (button), a link, or a plain label. */
export function Chip({ children, selected = false, icon, href, static: isStatic = false, type = 'button', ...rest }: ChipProps) {
  const content = (
    <>
      {icon ? <Icon icon={icon} size="sm" /> : null}
      {children}
    </>
  );
  if (href) {
    return (
      <StyledChipLink href={href} $selected={selected}>
        {content}
      </StyledChipLink>
    );
  }
  if (isStatic) return <StyledChipStatic $selected={selected}>{content}</StyledChipStatic>;
  return (
    <StyledChipButton type={type} aria-pressed={selected} $selected={selected} {...rest}>
      {content}
    </StyledChipButton>
  );
}

export interface ChipOption<Value extends string = string> {
  value: Value;
  label: ReactNode;
  icon?: IconGlyph;
}

export interface ChipGroupProps<Value extends string = string> {
  /** Names the group for assistive technology, e.g. "Filter results". */
  label: string;
  options: readonly ChipOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** Wrap onto several lines (default) or scroll sideways in one line. */
  wrap?: boolean;
}

/**
 * Single-choice pills (filters, periods, categories) as a radio group: Tab enters at the selected chip
 * (or the first when none is), arrow keys, Home and End move and select.
 */
export function ChipGroup<Value extends string = string>({ label, options, value, onChange, wrap = true }: ChipGroupProps<Value>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  // No chip is checked while `value` matches none (a picker before the first choice); Tab then enters at the first.
  const selectedIndex = options.findIndex((option) => option.value === value);
  const tabIndex = Math.max(0, selectedIndex);

  const moveTo = (index: number) => {
    const count = options.length;
    const next = ((index % count) + count) % count;
    const option = options[next];
    if (!option) return;
    onChange(option.value);
    refs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        event.preventDefault();
        moveTo(index + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        event.preventDefault();
        moveTo(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        moveTo(0);
        break;
      case 'End':
        event.preventDefault();
        moveTo(options.length - 1);
        break;
    }
  };

  return (
    <StyledChipGroup role="radiogroup" aria-label={label} $wrap={wrap}>
      {options.map((option, index) => {
        const selected = index === selectedIndex;
        return (
          <StyledChipButton
            key={option.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={index === tabIndex ? 0 : -1}
            $selected={selected}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option.icon ? <Icon icon={option.icon} size="sm" /> : null}
            {option.label}
          </StyledChipButton>
        );
      })}
    </StyledChipGroup>
  );
}
