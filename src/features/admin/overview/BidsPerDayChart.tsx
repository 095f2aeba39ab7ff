import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { AdminStats } from '../api/adminAccess';
import { dayLabel, describeBidsPerDay } from './bidsPerDay';

// Only the pieces a bar chart needs, so the chunk stays small (chart.js is tree-shakable).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/**
 * Read here rather than with useReducedMotion: that hook's chunk is My Plans' screen group, which the
 * console would download with the chart (docs/performance.md).
 */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function token(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * Bids created per day as bars (chart.js on a canvas). The canvas is an image with a one-line
 * summary for screen readers; the overview shows the same numbers as a table beside it. This
 * module is loaded lazily, so chart.js arrives only with the console's Overview.
 */
export default function BidsPerDayChart({ days }: { days: AdminStats['bids_created_per_day'] }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const reducedMotion = window.matchMedia(REDUCED_MOTION);
    const animation = () => (reducedMotion.matches ? false : ({ duration: 400 } as const));
    const chart = new Chart(canvas, {
      type: 'bar',
      data: {
        labels: days.map((day) => dayLabel(day.date)),
        datasets: [
          {
            label: 'Bids created',
            data: days.map((day) => day.count),
            backgroundColor: token('--bl-color-navy-700', '#1f3a68'),
            hoverBackgroundColor: token('--bl-color-amber-500', '#f0a500'),
            borderRadius: 2,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: animation(),
        plugins: { tooltip: { intersect: false, mode: 'index' } },
        scales: {
          x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 12 } },
          y: { beginAtZero: true, ticks: { precision: 0 } },
        },
      },
    });
    // A preference changed while the chart shows applies to its next update (a resize, new days).
    const followPreference = () => {
      chart.options.animation = animation();
    };
    reducedMotion.addEventListener('change', followPreference);
    return () => {
      reducedMotion.removeEventListener('change', followPreference);
      chart.destroy();
    };
  }, [days]);

  return (
    <div className="admin-chart">
      <canvas ref={canvasRef} role="img" aria-label={describeBidsPerDay(days)} />
    </div>
  );
}
