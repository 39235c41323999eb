import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { Icon } from '../../icons/icon';
import { IconButton } from '../icon-button/icon-button';
import { StyledControl, StyledError, StyledField, StyledHint, StyledLabel } from './text-input.styles';

interface FieldChromeProps {
  /** The visible label (also the accessible name). */
  label: string;
  /** Keep the label for assistive technology only (e.g. a search box with a placeholder). */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** An error under the field; marks it invalid. */
  error?: ReactNode;
}

export interface TextInputProps extends FieldChromeProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  size?: 'md' | 'lg';
  ref?: Ref<HTMLInputElement>;
}

function describedBy(hintId: string, errorId: string, hint: ReactNode, error: ReactNode): string | undefined {
  const ids = [hint ? hintId : null, error ? errorId : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A labelled single-line field with optional hint and error. */
export function TextInput({ label, hideLabel = false, hint, error, size = 'md', id, ...rest }: TextInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <StyledField>
      <StyledLabel htmlFor={inputId} $hidden={hideLabel}>
        {label}
      </StyledLabel>
      <StyledControl $invalid={Boolean(error)} $size={size} $round={false}>
        <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(hintId, errorId, hint, error)} {...rest} />
      </StyledControl>
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      ) : null}
    </StyledField>
  );
}

export interface TextAreaProps extends FieldChromeProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field (a playlist's description). */
export function TextArea({ label, hideLabel = false, hint, error, id, ...rest }: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <StyledField>
      <StyledLabel htmlFor={inputId} $hidden={hideLabel}>
        {label}
      </StyledLabel>
      <StyledControl $invalid={Boolean(error)} $size="md" $round={false}>
        <textarea id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(hintId, errorId, hint, error)} {...rest} />
      </StyledControl>
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      ) : null}
    </StyledField>
  );
}

export interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type' | 'onChange' | 'value'> {
  /** Accessible name (the visible cue is the placeholder and the icon), default "Search". */
  label?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shows a clear button while there is text. */
  onClear?: () => void;
  size?: 'md' | 'lg';
  /** A narrow box (360 px at most) for filtering a page, e.g. Your Albums; full width otherwise. */
  compact?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The rounded search box with a magnifier and a clear button. */
export function SearchInput({ label = 'Search', value, onValueChange, onClear, size = 'lg', compact = false, id, ...rest }: SearchInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <StyledField role="search" $compact={compact}>
      <StyledLabel htmlFor={inputId} $hidden>
        {label}
      </StyledLabel>
      <StyledControl $invalid={false} $size={size} $round>
        <Icon name="search" />
        <input id={inputId} type="search" autoComplete="off" value={value} onChange={(event) => onValueChange(event.target.value)} {...rest} />
        {value && onClear ? <IconButton label="Clear search" icon="close" size="sm" onClick={onClear} /> : null}
      </StyledControl>
    </StyledField>
  );
}
