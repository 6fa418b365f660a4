import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, DataZoomComponent, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the console draws; the SVG renderer is crisp at any zoom and needs no canvas (tests run in happy-dom).
echarts.use([
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  MarkLineComponent,
  AriaComponent,
  SVGRenderer,
]);

export type ChartOption = echarts.EChartsCoreOption;

interface Props {
  option: ChartOption;
  height: number;
  /** What the chart shows, for screen readers (ECharts adds a description of the data after it). */
  label: string;
}

/**
 * ECharts (design.md: charts where people would rather look than read), wrapped once: created on mount,
 * updated in place when the option changes (no flicker on live data), resized with its container,
 * disposed on unmount. Imports only from `echarts/core`, and the pages that chart are their own chunks.
 */
export const Chart = ({ option, height, label }: Props) => {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    const el = ref.current!;
    const c = echarts.init(el, undefined, { renderer: 'svg' });
    chart.current = c;
    const observer = new ResizeObserver(() => c.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption({ aria: { enabled: true, label: { description: label } }, ...option }, { notMerge: false, lazyUpdate: true });
  }, [option, label]);
  return <div ref={ref} role="img" aria-label={label} style={{ width: '100%', height }} />;
};
