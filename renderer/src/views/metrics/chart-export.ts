/**
 * The chart as a standalone picture: the drawn SVG (every colour is an attribute, so it needs no page
 * CSS) framed with a title, what it shows and the legend, on the theme's background. PNG is that SVG
 * rasterised at twice the size. Only the bytes are made here; main writes the file.
 */

export interface ChartPicture {
  title: string;
  subtitle: string;
  legend: readonly { label: string; color: string }[];
  colors: { background: string; text: string; muted: string };
}

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const HEADER = 58;
const LEGEND_ROW = 24;
const PAD = 16;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Rough text width for laying out legend entries (no layout engine in a standalone SVG). */
const textWidth = (text: string, size: number) => text.length * size * 0.56;

export function chartSvg(figure: HTMLElement, picture: ChartPicture): { svg: string; width: number; height: number } {
  const surface = figure.querySelector<SVGSVGElement>('svg.recharts-surface');
  if (!surface) throw new Error('The chart is not drawn yet');
  const box = surface.getBoundingClientRect();
  const chartWidth = Math.round(box.width);
  const chartHeight = Math.round(box.height);
  const clone = surface.cloneNode(true) as SVGSVGElement;
  // Interaction leftovers are not part of the picture.
  for (const el of clone.querySelectorAll('.metrics-zoom-selection, .recharts-tooltip-cursor, .recharts-active-dot')) {
    el.remove();
  }
  clone.removeAttribute('style');
  clone.removeAttribute('class');
  clone.setAttribute('x', '0');
  clone.setAttribute('y', String(HEADER));
  clone.setAttribute('width', String(chartWidth));
  clone.setAttribute('height', String(chartHeight));
  clone.setAttribute('viewBox', `0 0 ${chartWidth} ${chartHeight}`);

  const legend: string[] = [];
  let x = PAD;
  let y = HEADER + chartHeight + 18;
  for (const item of picture.legend) {
    const width = 16 + textWidth(item.label, 12) + 20;
    if (x + width > chartWidth - PAD && x > PAD) {
      x = PAD;
      y += LEGEND_ROW;
    }
    legend.push(
      `<rect x="${x}" y="${y - 9}" width="10" height="10" rx="2" fill="${escapeXml(item.color)}"/>`,
      `<text x="${x + 16}" y="${y}" font-size="12" fill="${escapeXml(picture.colors.text)}">${escapeXml(item.label)}</text>`,
    );
    x += width;
  }
  const width = chartWidth;
  const height = y + 14;
  const { background, text, muted } = picture.colors;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${escapeXml(FONT)}">`,
    `<rect width="${width}" height="${height}" fill="${escapeXml(background)}"/>`,
    `<text x="${PAD}" y="26" font-size="16" font-weight="600" fill="${escapeXml(text)}">${escapeXml(picture.title)}</text>`,
    `<text x="${PAD}" y="46" font-size="12" fill="${escapeXml(muted)}">${escapeXml(picture.subtitle)}</text>`,
    new XMLSerializer().serializeToString(clone),
    ...legend,
    '</svg>',
  ].join('');
  return { svg, width, height };
}

/** The SVG drawn onto a canvas at `scale`, as PNG bytes. */
export async function svgToPng(svg: string, width: number, height: number, scale = 2): Promise<Blob> {
  const image = new Image();
  // A data: URL (the page's CSP allows data: images; blob: it does not).
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw a PNG');
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the PNG'))), 'image/png'),
  );
}
