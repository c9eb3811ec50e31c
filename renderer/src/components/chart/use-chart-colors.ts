import { useEffect, useState } from 'react';

export interface ChartColors {
  series: string;
  seriesSoft: string;
  text: string;
  muted: string;
  grid: string;
  axis: string;
  surface: string;
  /** The page behind the charts (exported images are drawn on it). */
  background: string;
  /** Distinct colours for several series on one chart, the first being `series`. */
  palette: readonly string[];
}

/** The light palette of tokens.css, for when there is no document to read (server render, tests). */
const LIGHT: ChartColors = {
  series: '#2f5fb3',
  seriesSoft: '#eceff3',
  text: '#1b1f24',
  muted: '#5c6470',
  grid: '#dde1e7',
  axis: '#c5cbd4',
  surface: '#ffffff',
  background: '#f6f7f9',
  palette: ['#2f5fb3', '#d6393a', '#1d7a46', '#9a5b00'],
};

function readColors(): ChartColors {
  if (typeof document === 'undefined') return LIGHT;
  const style = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    series: token('--link', LIGHT.series),
    seriesSoft: token('--bg-hover', LIGHT.seriesSoft),
    text: token('--text', LIGHT.text),
    muted: token('--text-muted', LIGHT.muted),
    grid: token('--border', LIGHT.grid),
    axis: token('--border-strong', LIGHT.axis),
    surface: token('--bg-raised', LIGHT.surface),
    background: token('--bg', LIGHT.background),
    palette: [
      token('--link', LIGHT.palette[0]!),
      token('--accent', LIGHT.palette[1]!),
      token('--ok', LIGHT.palette[2]!),
      token('--warn', LIGHT.palette[3]!),
    ],
  };
}

/**
 * Chart colours from the theme's CSS variables, re-read whenever `<html data-theme>` changes, so charts
 * follow light/dark like the rest of the UI (SVG attributes cannot rely on `var()` everywhere).
 */
export function useChartColors(): ChartColors {
  const [colors, setColors] = useState(readColors);
  useEffect(() => {
    const observer = new MutationObserver(() => setColors(readColors()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    setColors(readColors());
    return () => observer.disconnect();
  }, []);
  return colors;
}
