// TODO(ui): move to libs/ui (Artwork with its gradient placeholder).
import { useState } from 'react';
import styled from 'styled-components';
import { Icon, tokens } from '../../lib/ui-fallback';

const Frame = styled.div<{ $size: number }>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 8px;
  overflow: hidden;
  background: linear-gradient(135deg, #3a1d0a, ${tokens.brand} 140%);
  color: ${tokens.text};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The artwork, or the gradient placeholder with a note when there is none or it fails to load. */
export function Artwork({ url, size, alt = '' }: { url: string | null; size: number; alt?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = url !== null && failed !== url;
  return (
    <Frame $size={size} data-placeholder={showImage ? undefined : 'true'}>
      {showImage ? <img src={url} alt={alt} onError={() => setFailed(url)} /> : <Icon name="music" size={Math.round(size / 2.5)} />}
    </Frame>
  );
}
