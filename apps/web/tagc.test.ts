import { test } from "vitest"; test("c", () => {
import { theme } from 'antd';
import { contrast } from './src/utils/contrast.ts';
for (const dark of [false, true]) {
  const t: any = theme.getDesignToken({ algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm });
  const bgBase = dark ? '#141414' : '#ffffff';
  for (const s of ['Success', 'Info', 'Error', 'Warning'])
    console.log(dark ? 'dark' : 'light', s, t[`color${s}`], t[`color${s}Bg`], contrast(t[`color${s}`], t[`color${s}Bg`]).toFixed(2), 'text', t[`color${s}Text`], contrast(t[`color${s}Text`], t[`color${s}Bg`]).toFixed(2));
  for (const p of ['blue', 'purple', 'gold', 'green', 'red', 'cyan', 'orange', 'magenta', 'volcano', 'lime', 'geekblue'])
    console.log(dark ? 'dark' : 'light', p, t[`${p}7`], t[`${p}1`], contrast(t[`${p}7`], t[`${p}1`]).toFixed(2));
}
});
