import { closeIcon, searchIcon } from '../../icons/glyphs';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { Icon } from '../../icons/icon';
import { IconButton } from '../icon-button/icon-button';
import { StyledControl, StyledError, StyledField, StyledHint, StyledLabel } from './text-input.styles';
import { useT } from '../../i18n/i18n';

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

interface ControlAttributes {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Label, control box, hint and error around one control, wired by ids (shared by TextInput and TextArea). */
function FieldChrome({ label, hideLabel = false, hint, error, id, size, children }: FieldChromeProps & { id: string | undefined; size: 'md' | 'lg'; children: (control: ControlAttributes) => ReactNode }) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <StyledField>
      <StyledLabel htmlFor={controlId} $hidden={hideLabel}>
        {label}
      </StyledLabel>
      <StyledControl $invalid={Boolean(error)} $size={size} $round={false}>
        {children({ id: controlId, ...(error ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
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

/** A labelled single-line field with optional hint and error. */
export function TextInput({ label, hideLabel, hint, error, size = 'md', id, ...rest }: TextInputProps) {
  return (
    <FieldChrome label={label} hideLabel={hideLabel} hint={hint} error={error} id={id} size={size}>
      {(control) => <input {...control} {...rest} />}
    </FieldChrome>
  );
}

export interface TextAreaProps extends FieldChromeProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field (a playlist's description). */
export function TextArea({ label, hideLabel, hint, error, id, ...rest }: TextAreaProps) {
  return (
    <FieldChrome label={label} hideLabel={hideLabel} hint={hint} error={error} id={id} size="md">
      {(control) => <textarea {...control} {...rest} />}
    </FieldChrome>
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
export function SearchInput({ label, value, onValueChange, onClear, size = 'lg', compact = false, id, ...rest }: SearchInputProps) {
  const t = useT();
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <StyledField role="search" $compact={compact}>
      <StyledLabel htmlFor={inputId} $hidden>
        {label ?? t('common.search')}
      </StyledLabel>
      <StyledControl $invalid={false} $size={size} $round>
        <Icon icon={searchIcon} />
        <input id={inputId} type="search" autoComplete="off" value={value} onChange={(event) => onValueChange(event.target.value)} {...rest} />
        {value && onClear ? <IconButton label={t('common.clearSearch')} icon={closeIcon} size="sm" onClick={onClear} /> : null}
      </StyledControl>
    </StyledField>
  );
}
