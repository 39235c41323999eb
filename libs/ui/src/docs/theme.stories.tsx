import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { theme } from '../theme/theme';

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme: t }) => t.space(4)};
`;

const Swatch = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme: t }) => t.space(2)};
  font-size: ${({ theme: t }) => t.fontSizes.xs};

  code {
    color: ${({ theme: t }) => t.colors.textMuted};
  }
`;

const Chip = styled.div`
  height: ${({ theme: t }) => t.space(16)};
  border-radius: ${({ theme: t }) => t.radii.md};
  box-shadow: inset 0 0 0 1px ${({ theme: t }) => t.colors.borderStrong};
`;

const Scale = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme: t }) => t.space(3)};
`;

const Bar = styled.div`
  height: ${({ theme: t }) => t.space(3)};
  border-radius: ${({ theme: t }) => t.radii.xs};
  background: ${({ theme: t }) => t.colors.brand};
`;

function Colors() {
  return (
    <Swatches>
      {Object.entries(theme.colors).map(([name, value]) => (
        <Swatch key={name}>
          <Chip style={{ background: value }} />
          <strong>{name}</strong>
          <code>{value}</code>
        </Swatch>
      ))}
    </Swatches>
  );
}

function Type() {
  return (
    <Scale>
      {Object.entries(theme.fontSizes).map(([name, size]) => (
        <p key={name} style={{ fontSize: size, lineHeight: theme.lineHeights.snug }}>
          {name} · {size} · Your music, anywhere
        </p>
      ))}
    </Scale>
  );
}

function Spacing() {
  return (
    <Scale>
      {[1, 2, 3, 4, 6, 8, 12, 16].map((step) => (
        <div key={step} style={{ display: 'flex', alignItems: 'center', gap: theme.space(3) }}>
          <code style={{ width: 96 }}>space({step})</code>
          <Bar style={{ width: theme.space(step) }} />
          <span>{theme.space(step)}</span>
        </div>
      ))}
    </Scale>
  );
}

function Focus() {
  return (
    <div style={{ display: 'flex', gap: theme.space(6), padding: theme.space(4) }}>
      {(['background', 'surface', 'surfaceRaised'] as const).map((surface) => (
        <div key={surface} style={{ background: theme.colors[surface], padding: theme.space(6), borderRadius: theme.radii.md }}>
          <button
            type="button"
            style={{
              outline: `${theme.focus.ringWidth} solid ${theme.colors.brand}`,
              outlineOffset: theme.focus.ringOffset,
              background: theme.colors.surfaceRaised,
              border: 0,
              borderRadius: theme.radii.pill,
              padding: theme.space(2, 4),
              color: theme.colors.text,
            }}
          >
            Focus on {surface}
          </button>
        </div>
      ))}
    </div>
  );
}

const meta = { title: 'Foundations/Theme', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ColourRoles: Story = { render: () => <Colors /> };
export const TypeScale: Story = { render: () => <Type /> };
export const SpacingScale: Story = { name: 'Spacing (4 px base)', render: () => <Spacing /> };
export const FocusRing: Story = { name: 'Focus ring on dark surfaces', render: () => <Focus /> };
