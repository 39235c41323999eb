import { useT } from '../../i18n/i18n';
import { StyledBar, StyledChart } from './admin.styles';

export interface BarChartProps {
  /** What the bars count ("Plays per day"). */
  label: string;
  bars: ReadonlyArray<{ label: string; value: number }>;
}

/** Bars scaled to the largest value, each with its value and label in text (no canvas). */
export function BarChart({ label, bars }: BarChartProps) {
  const t = useT();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <StyledChart aria-label={label}>
      {bars.map((bar) => (
        <StyledBar key={bar.label} $ratio={bar.value / max} aria-label={t('admin.bar', { label: bar.label, value: bar.value })}>
          <span>{bar.value}</span>
          <span>{bar.label}</span>
        </StyledBar>
      ))}
    </StyledChart>
  );
}
