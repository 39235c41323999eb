import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeTracks } from '../../test-support/fixtures';
import { renderWithTheme } from '../../test-support/render';
import { TrackTable } from './track-table';

describe('TrackTable header', () => {
  it('names the duration column with visually hidden text beside an aria-hidden clock icon', () => {
    renderWithTheme(<TrackTable label="Album tracks" tracks={makeTracks(2)} onPlayTrack={vi.fn()} />);
    const header = screen.getByRole('columnheader', { name: 'Duration' });
    expect(header.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // No aria-label on a role-less element (axe aria-prohibited-attr): the name is real text.
    expect(header.querySelector('[aria-label]')).toBeNull();
    expect(header).toHaveTextContent('Duration');
  });
});
