// TODO(ui): move to libs/ui (FullscreenPlayer, Visualizer).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Artwork, Icon, IconButton, Logo } from '@tangerine/ui';
import { tokens } from '../../lib/ui-fallback';

export interface UpNextItem {
  key: string;
  title: string;
  artistName: string;
}

export interface FullscreenPlayerViewProps {
  title: string;
  artistName: string;
  albumTitle: string | null;
  artworkUrl: string | null;
  upNext: UpNextItem[];
  /** Called every animation frame for the bar heights (0–1); the visualizer idles when it returns zeros. */
  readLevels: () => number[];
  isPlaying: boolean;
  controls: ReactNode;
  onClose: () => void;
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  flex-direction: column;
  background: ${tokens.background};
  color: ${tokens.text};
  font-family: ${tokens.font};
  overflow: hidden;
`;
const Canvas = styled.canvas`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0.55;
  pointer-events: none;
`;
const Header = styled.header`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 16px 24px;
  .brand {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  .tagline {
    color: ${tokens.textMuted};
    font-size: 12px;
  }
`;
const Body = styled.div`
  position: relative;
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 48px;
  padding: 24px;
  min-height: 0;
  @media (max-width: 900px) {
    flex-direction: column;
    gap: 24px;
  }
`;
const NowPlaying = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  text-align: center;
  h2 {
    margin: 16px 0 0;
    font-size: 32px;
  }
  p {
    margin: 0;
    color: ${tokens.textMuted};
  }
`;
const ArtworkFrame = styled.div`
  width: min(320px, 60vw);
  aspect-ratio: 1;
`;
const Panel = styled.section`
  width: min(360px, 100%);
  max-height: 60vh;
  overflow-y: auto;
  padding: 16px;
  border-radius: 12px;
  background: rgb(23 23 26 / 0.85);
  border: 1px solid ${tokens.border};
  h3 {
    margin: 0 0 12px;
  }
  li {
    padding: 8px 0;
    border-bottom: 1px solid ${tokens.border};
  }
  small {
    display: block;
    color: ${tokens.textMuted};
  }
`;
const Footer = styled.footer`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 16px 24px 32px;
`;
const Toggles = styled.div`
  display: flex;
  gap: 8px;
`;
const Toggle = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 6px 14px;
  border-radius: 999px;
  border: 1px solid ${({ $on }) => ($on ? tokens.brand : tokens.border)};
  background: ${({ $on }) => ($on ? tokens.brand : 'transparent')};
  color: ${({ $on }) => ($on ? tokens.onBrand : tokens.text)};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${tokens.brand};
    outline-offset: 2px;
  }
`;

function Visualizer({ readLevels, bars }: { readLevels: () => number[]; bars: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext?.('2d');
    if (!element || !context) return undefined;
    let frame = 0;
    let phase = 0;
    const draw = () => {
      const { clientWidth: width, clientHeight: height } = element;
      if (element.width !== width || element.height !== height) {
        element.width = width;
        element.height = height;
      }
      const levels = readLevels();
      const idle = levels.every((level) => level === 0);
      phase += 0.02;
      context.clearRect(0, 0, width, height);
      const slot = width / bars;
      for (let bar = 0; bar < bars; bar++) {
        // Idle: a slow, low wave across the 120 bars so the screen never looks frozen.
        const level = idle ? 0.06 + 0.04 * Math.sin(phase + bar / 6) : (levels[bar] ?? 0);
        const barHeight = Math.max(2, level * height * 0.6);
        context.fillStyle = tokens.brand;
        context.globalAlpha = 0.25 + level * 0.75;
        context.fillRect(bar * slot + 1, height - barHeight, Math.max(1, slot - 2), barHeight);
      }
      context.globalAlpha = 1;
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [readLevels, bars]);
  return <Canvas ref={canvas} aria-hidden="true" data-bars={bars} />;
}

export function FullscreenPlayerView(props: FullscreenPlayerViewProps & { bars: number }) {
  const [showUpNext, setShowUpNext] = useState(false);
  const [showLyrics, setShowLyrics] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { onClose } = props;

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <Overlay role="dialog" aria-modal="true" aria-label="Fullscreen player" data-shortcuts="allow">
      <Visualizer readLevels={props.readLevels} bars={props.bars} />
      <Header>
        <div className="brand">
          <Logo />
          <span className="tagline">Your music, anywhere</span>
        </div>
        <IconButton ref={closeButton} icon="fullscreen-exit" label="Close fullscreen player" onClick={onClose} />
      </Header>
      <Body>
        <NowPlaying>
          <ArtworkFrame>
            <Artwork src={props.artworkUrl} size="fill" alt={props.title} />
          </ArtworkFrame>
          <h2>{props.title}</h2>
          <p>{props.artistName || 'Unknown Artist'}</p>
          {props.albumTitle && <p>{props.albumTitle}</p>}
        </NowPlaying>
        {showUpNext && (
          <Panel aria-labelledby="fullscreen-up-next">
            <h3 id="fullscreen-up-next">Up Next</h3>
            {props.upNext.length === 0 ? (
              <p>Nothing queued</p>
            ) : (
              <ol>
                {props.upNext.map((item) => (
                  <li key={item.key}>
                    {item.title}
                    <small>{item.artistName || 'Unknown Artist'}</small>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        )}
        {showLyrics && (
          <Panel aria-labelledby="fullscreen-lyrics">
            <h3 id="fullscreen-lyrics">Lyrics</h3>
            <p>Lyrics not available</p>
          </Panel>
        )}
      </Body>
      <Footer>
        {props.controls}
        <Toggles>
          <Toggle type="button" $on={showUpNext} aria-pressed={showUpNext} onClick={() => setShowUpNext((v) => !v)}>
            <Icon name="queue" size="sm" />
            Up Next
          </Toggle>
          <Toggle type="button" $on={showLyrics} aria-pressed={showLyrics} onClick={() => setShowLyrics((v) => !v)}>
            <Icon name="lyrics" size="sm" />
            Lyrics
          </Toggle>
        </Toggles>
      </Footer>
    </Overlay>
  );
}
