/**
 * Phones the simulated farm rents out: real retail Android models with their
 * published specs. The baseband is drawn in the maker's own format.
 */
export type BasebandStyle = 'samsung' | 'pixel' | 'qualcomm' | 'mediatek';

export interface PhoneModel {
  brand: string;
  model: string;
  /** The maker's model code, used in basebands. */
  code: string;
  processor: string;
  batteryMah: number;
  screenInches: number;
  resolution: string;
  memoryGb: readonly number[];
  storageGb: readonly number[];
  androidVersions: readonly string[];
  kernelBase: string;
  baseband: BasebandStyle;
}

/** The order of a phone's fields in PHONE_ROWS. */
const COLUMNS = [
  'brand',
  'model',
  'code',
  'processor',
  'batteryMah',
  'screenInches',
  'resolution',
  'memoryGb',
  'storageGb',
  'androidVersions',
  'kernelBase',
  'baseband',
] as const satisfies readonly (keyof PhoneModel)[];
type Fields<C extends readonly (keyof PhoneModel)[]> = {
  readonly [I in keyof C]: C[I] extends keyof PhoneModel ? PhoneModel[C[I]] : never;
};
type PhoneRow = Fields<typeof COLUMNS>;

// biome-ignore format: one phone a line, its fields in COLUMNS' order
const PHONE_ROWS: readonly PhoneRow[] = [
  ['Samsung', 'Galaxy S21 5G', 'G991B', 'Exynos 2100', 4000, 6.2, '1080x2400', [8], [128, 256], ['12', '13', '14'], '5.4', 'samsung'],
  ['Samsung', 'Galaxy S22', 'S901B', 'Exynos 2200', 3700, 6.1, '1080x2340', [8], [128, 256], ['13', '14'], '5.10', 'samsung'],
  ['Samsung', 'Galaxy A52', 'A525F', 'Snapdragon 720G', 4500, 6.5, '1080x2400', [4, 6, 8], [128, 256], ['11', '12', '13', '14'], '4.14', 'samsung'],
  ['Samsung', 'Galaxy A53 5G', 'A536B', 'Exynos 1280', 5000, 6.5, '1080x2400', [6, 8], [128, 256], ['12', '13', '14'], '4.19', 'samsung'],
  ['Google', 'Pixel 6', 'oriole', 'Google Tensor', 4614, 6.4, '1080x2400', [8], [128, 256], ['12', '13', '14'], '5.10', 'pixel'],
  ['Google', 'Pixel 7', 'panther', 'Google Tensor G2', 4355, 6.3, '1080x2400', [8], [128, 256], ['13', '14'], '5.10', 'pixel'],
  ['Xiaomi', 'Redmi Note 11', '2201117TG', 'Snapdragon 680', 5000, 6.43, '1080x2400', [4, 6], [64, 128], ['11', '12', '13'], '4.19', 'qualcomm'],
  ['Xiaomi', 'Xiaomi 12', '2201123G', 'Snapdragon 8 Gen 1', 4500, 6.28, '1080x2400', [8, 12], [128, 256], ['12', '13', '14'], '5.10', 'qualcomm'],
  ['OnePlus', 'OnePlus 9', 'LE2113', 'Snapdragon 888', 4500, 6.55, '1080x2400', [8, 12], [128, 256], ['11', '12', '13', '14'], '5.4', 'qualcomm'],
  ['OnePlus', 'Nord 2 5G', 'DN2103', 'Dimensity 1200', 4500, 6.43, '1080x2400', [8, 12], [128, 256], ['11', '12', '13'], '4.14', 'mediatek'],
  ['OPPO', 'Reno8 5G', 'CPH2359', 'Dimensity 1300', 4500, 6.43, '1080x2400', [8], [256], ['12', '13'], '4.19', 'mediatek'],
  ['vivo', 'V23 5G', 'V2130', 'Dimensity 920', 4200, 6.44, '1080x2400', [8, 12], [128, 256], ['12', '13'], '4.19', 'mediatek'],
  ['Motorola', 'moto g82 5G', 'XT2225-1', 'Snapdragon 695', 5000, 6.6, '1080x2400', [6, 8], [128], ['12', '13'], '5.4', 'qualcomm'],
  ['realme', 'GT Master Edition', 'RMX3360', 'Snapdragon 778G', 4300, 6.43, '1080x2400', [6, 8], [128, 256], ['11', '12', '13'], '5.4', 'qualcomm'],
];

export const PHONE_MODELS: readonly PhoneModel[] = PHONE_ROWS.map(
  (row) => Object.fromEntries(COLUMNS.map((column, i) => [column, row[i]])) as unknown as PhoneModel,
);
