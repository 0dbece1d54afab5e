import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { theme } from '@site/shared/theme';
import { DrawnSvg } from '@site/shared/ui';
import { portraitPhoto } from './homeData';

const { art } = theme;
const initials = siteConfig.expertName
  .split(/\s+/)
  .map((word) => word[0])
  .join('');

const Figure = styled.figure`
  margin: 0 auto;
  width: 100%;
  max-width: 280px;
  ${({ theme }) => theme.media.lg} {
    max-width: none;
  }
  svg,
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space(4)};
    text-align: center;
    line-height: 1.4;
    strong {
      display: block;
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
    span {
      color: ${({ theme }) => theme.colors.mutedForeground};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
`;

/**
 * The drawn stand-in for the portrait: a silhouette on the brand's colours with the monogram. It is
 * decorative (the caption names the person); a photo replaces it without a layout change
 * (docs/design.md, Portrait).
 */
function DrawnPortrait() {
  return (
    <DrawnSvg viewBox="0 0 320 400" width="320" height="400" aria-hidden="true" focusable="false">
      <rect width="320" height="400" fill={theme.colors.heroFrom} />
      <circle cx="300" cy="30" r="150" fill={theme.colors.heroTo} />
      <circle cx="160" cy="170" r="118" fill={art.glass} />
      <path d="M40 400c0-84 52-132 120-132s120 48 120 132z" fill={art.inkSoft} />
      <path d="M132 250h56l-8 40h-40z" fill={art.inkSoft} />
      <path
        d="M138 280l22 30 22-30"
        fill="none"
        stroke={theme.colors.heroFrom}
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <circle cx="160" cy="176" r="64" fill={art.inkSoft} />
      <path d="M98 180c-6-52 26-84 66-82 36 2 62 30 58 70-30-4-62-18-80-42-8 26-24 44-44 54z" fill={art.ink} />
      <circle cx="268" cy="348" r="34" fill={art.amber} />
      <text x="268" y="358" textAnchor="middle" fontSize="28" fontWeight="800" fill={theme.colors.heroFrom}>
        {initials}
      </text>
      <path d="M46 40q0 20 20 20q-20 0-20 20q0-20-20-20q20 0 20-20z" fill={art.amber} />
    </DrawnSvg>
  );
}

/** The about section's portrait: the photo when there is one (homeData.ts), else the drawn card. */
export function Portrait() {
  return (
    <Figure>
      {portraitPhoto ? (
        <img
          src={portraitPhoto}
          alt={`Portrait of ${siteConfig.expertName}`}
          width={320}
          height={400}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <DrawnPortrait />
      )}
      <figcaption>
        <strong>{siteConfig.expertName}</strong>
        <span>AI strategy consultant</span>
      </figcaption>
    </Figure>
  );
}
