import { useTranslation } from 'react-i18next';

// Drawn in a 120-unit box; the SVG scales with its CSS size.
const SIZE = 120;
const STROKE = 12;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * Wallet completeness as a ring (DESIGN §7). One image with the percent as its name; the number inside is
 * SVG text, so it is visible and read once. Geometry goes in attributes: the CSP allows no inline style.
 */
export function CompletenessRing({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const clamped = Math.min(100, Math.max(0, Math.round(percent)));
  const centre = SIZE / 2;
  return (
    <svg
      className="completeness-ring"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={t('dashboard.completeness.label', { percent: clamped })}
    >
      <circle className="completeness-ring__track" cx={centre} cy={centre} r={RADIUS} strokeWidth={STROKE} />
      {clamped > 0 && (
        <circle
          className="completeness-ring__value"
          cx={centre}
          cy={centre}
          r={RADIUS}
          strokeWidth={STROKE}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - clamped / 100)}
          // Start at twelve o'clock and fill clockwise.
          transform={`rotate(-90 ${centre} ${centre})`}
        />
      )}
      <text
        className="completeness-ring__number"
        x={centre}
        y={centre}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {clamped}%
      </text>
    </svg>
  );
}
