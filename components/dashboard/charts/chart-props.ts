/** What the dashboard's charts take: rows with a `label` for the x axis and one number per series. */
export interface ChartProps {
  data: ({ label: string } & Record<string, string | number | null>)[];
  series: { key: string; name: string; color: string }[];
  height?: number;
  /** The accessible name of the chart image. */
  label: string;
  testId?: string;
}
