import { useEffect, useState } from 'react';

export interface ChartColors {
  series: string;
  seriesSoft: string;
  text: string;
  muted: string;
  grid: string;
  axis: string;
  surface: string;
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
