import { screen } from '@testing-library/react';
import { activateCatalogue, activateEnglish, formatGain, formatSpeed, JoinRoomForm, loadCatalogue, RoomPanel } from '@tangerine/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { podcastCategories } from '../../features/podcasts/podcast-categories';
import { radioCategories } from '../../features/radio/radio-categories';
import { podcast, station } from '../../test-support/fixtures';
import { renderWithTheme } from '../../test-support/render-with-theme';

afterEach(() => activateEnglish());

const noop = () => undefined;

describe('texts a listener meets outside the screens', () => {
  it('keeps the spec English for units: 1.0×, +3.5 dB, −6 dB', () => {
    expect(formatSpeed(1)).toBe('1.0×');
    expect(formatGain(3.5)).toBe('+3.5 dB');
    expect(formatGain(-6)).toBe('−6 dB');
    expect(formatGain(0)).toBe('0 dB');
  });

  it('writes units with the locale digits and separators (German, Arabic)', async () => {
    activateCatalogue('de', await loadCatalogue('de'));
    expect(formatSpeed(1.5)).toBe('1,5×');
    expect(formatGain(-2.5)).toBe('−2,5 dB');
    activateCatalogue('ar', await loadCatalogue('ar'));
    expect(formatGain(6)).toBe(`${new Intl.NumberFormat('ar', { signDisplay: 'exceptZero' }).format(6)} ديسيبل`);
  });

  it('shows the room panel and the join form in the listener language (German)', async () => {
    activateCatalogue('de', await loadCatalogue('de'));
    renderWithTheme(
      <>
        <RoomPanel state="hosting" members={[{ id: 'd1', name: 'Küche', guest: false, thisDevice: true }]} joinCode={null} joinLink={null} onLeave={noop} onInvite={noop} onDismiss={noop} />
        <JoinRoomForm onJoin={noop} />
      </>,
    );
    expect(screen.getByText('Dieses Gerät hat den Raum gestartet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Raum verlassen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gäste einladen' })).toBeInTheDocument();
    expect(screen.getByText('Küche (dieses Gerät)')).toBeInTheDocument();
    expect(screen.getByLabelText('Raumcode')).toBeInTheDocument();
  });

  it('orders genres, countries and podcast categories as the listener’s language does', async () => {
    const stations = [station({ id: 's1', genres: ['Zydeco', 'électro'], country: 'Österreich' }), station({ id: 's2', genres: ['ambient'], country: 'Zypern' })];
    const shows = [podcast({ id: 'p1', categories: ['Zeitgeschehen', 'Ökonomie', 'arts'] })];
    // Accents and case do not move a name to the end (a plain sort puts é and Ö after Z, a before Z).
    expect(radioCategories(stations).map((category) => category.label).slice(1)).toEqual(['ambient', 'électro', 'Zydeco', 'Österreich', 'Zypern']);
    activateCatalogue('de', await loadCatalogue('de'));
    expect(podcastCategories(shows).map((category) => category.label).slice(1)).toEqual(['arts', 'Ökonomie', 'Zeitgeschehen']);
  });
});
