import { useChartColors } from '@renderer/components/chart/use-chart-colors';
import { SaveStatus } from '@renderer/files/SaveStatus';
import { blobToBase64 } from '@renderer/files/save-file';
import { useSaveFile } from '@renderer/files/use-save-file';
import type { RefObject } from 'react';
import { type ChartPicture, chartSvg, svgToPng } from './chart-export';

/**
 * CSV of the shown data, and the chart as PNG or SVG: each through main's save dialog (Electron) or as a
 * browser download of the same name and bytes (browser mode). See renderer/src/files.
 */
export function SaveActions({
  figureRef,
  baseName,
  csv,
  picture,
}: {
  figureRef: RefObject<HTMLElement | null>;
  /** File name without extension. */
  baseName: string;
  csv: () => string;
  picture: () => Omit<ChartPicture, 'colors'>;
}) {
  const { state, save } = useSaveFile();
  const colors = useChartColors();
  const drawn = () => {
    const figure = figureRef.current;
    if (!figure) throw new Error('The chart is not drawn yet');
    return chartSvg(figure, {
      ...picture(),
      colors: { background: colors.surface, text: colors.text, muted: colors.muted },
    });
  };
  const busy = state.status === 'saving';

  return (
    <div className="metrics-save">
      <fieldset className="metrics-save__buttons">
        <legend className="visually-hidden">Save</legend>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            save(() => ({
              suggestedName: `${baseName}.csv`,
              encoding: 'utf8',
              content: csv(),
              mimeType: 'text/csv; charset=utf-8',
              filters: [{ name: 'CSV', extensions: ['csv'] }],
            }))
          }
          data-testid="save-csv"
        >
          Save CSV
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            save(async () => {
              const { svg, width, height } = drawn();
              return {
                suggestedName: `${baseName}.png`,
                encoding: 'base64',
                content: await blobToBase64(await svgToPng(svg, width, height)),
                mimeType: 'image/png',
                filters: [{ name: 'PNG image', extensions: ['png'] }],
              };
            })
          }
          data-testid="save-png"
        >
          PNG
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            save(() => ({
              suggestedName: `${baseName}.svg`,
              encoding: 'utf8',
              content: drawn().svg,
              mimeType: 'image/svg+xml',
              filters: [{ name: 'SVG image', extensions: ['svg'] }],
            }))
          }
          data-testid="save-svg"
        >
          SVG
        </button>
      </fieldset>
      <SaveStatus state={state} testId="metrics-save-status" />
    </div>
  );
}
