/** What a chart shows, in the console's words: the views say this, components/charts draws it. */

/** One series over the categories: bars or a line, on the left axis unless `right`. */
export interface ChartSeries {
  name: string;
  type: 'line' | 'bar';
  /** One value per category; null is no figure (a gap in a line, no bar). */
  data: (number | null)[];
  /** A CSS colour, from the antd theme's tokens. */
  color: string;
  right?: boolean;
  /** Bars with the same stack are drawn on top of each other. */
  stack?: string;
  smooth?: boolean;
  /** A line drawn across the gaps (null values) instead of breaking there. */
  spanGaps?: boolean;
}

export interface ChartAxis {
  title?: string;
  /** Whole numbers only (counts); default true. */
  integer?: boolean;
  /** The axis starts at 0; default true (false fits the data, e.g. a slowly growing fans count). */
  fromZero?: boolean;
}

/** Series over categories (days, task kinds), with one or two value axes. */
export interface SeriesChartData {
  categories: string[];
  series: ChartSeries[];
  left?: ChartAxis;
  /** The right-hand axis, for the series with `right`. */
  right?: ChartAxis;
  /** Default true; a chart of one series may go without. */
  legend?: boolean;
}

/** Parts of a whole (a doughnut): each slice's name, value and colour. */
export interface SliceChartData {
  slices: { name: string; value: number; color: string }[];
}

export type ChartData = SeriesChartData | SliceChartData;

export const isSlices = (data: ChartData): data is SliceChartData => 'slices' in data;
