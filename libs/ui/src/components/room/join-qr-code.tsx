import { useMemo } from 'react';
import qrcode from 'qrcode-generator';
import { StyledJoinQr } from './room.styles';

/** Light modules around the code, as the QR specification asks, so a camera finds its edges. */
const QUIET_ZONE = 4;

/** The path of a QR code's dark modules, one square each, in module units. */
function qrPath(text: string): { size: number; d: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  let d = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) if (qr.isDark(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
  }
  return { size: count + QUIET_ZONE * 2, d };
}

/** A QR code of the room's join link, as SVG (loaded lazily: only "Invite guests" needs it). */
export default function JoinQrCode({ link }: { link: string }) {
  const { size, d } = useMemo(() => qrPath(link), [link]);
  return (
    <StyledJoinQr role="img" aria-label={`QR code of ${link}`} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </StyledJoinQr>
  );
}
