/**
 * Data, not code (over 300 lines because each list stays line for line as published).
 *
 * @license Built-in headphone corrections: the parametric filter lists ("<model> ParametricEQ.txt")
 * AutoEq publishes for oratory1990's measurements, copied unchanged from
 * https://github.com/jaakkopasanen/AutoEq (results/oratory1990/<over-ear|in-ear>/<model>/), at the
 * commit given per model. AutoEq's licence:
 *
 * MIT License
 *
 * Copyright (c) 2018-2022 Jaakko Pasanen
 *
 * Permission is hereby granted, free of charge, to any person obtaining a copy
 * of this software and associated documentation files (the "Software"), to deal
 * in the Software without restriction, including without limitation the rights
 * to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 * copies of the Software, and to permit persons to whom the Software is
 * furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in all
 * copies or substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 * IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 * FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 * AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 * LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 * OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
 * SOFTWARE.
 */

export interface AutoEqHeadphones {
  /** The model as AutoEq names its folder (also the id kept in the saved settings). */
  name: string;
  form: 'over-ear' | 'in-ear';
  /** AutoEq's commit the list was copied from. */
  source: string;
  /** The list exactly as AutoEq publishes it (Equalizer APO's text; read with `parseParametricList`). */
  text: string;
}

const list = (...lines: string[]) => `${lines.join('\n')}\n`;

/** A small set of popular models, in the picker's order (by name). */
export const AUTOEQ_HEADPHONES: readonly AutoEqHeadphones[] = [
  {
    name: 'AKG K371',
    form: 'over-ear',
    source: '71532835d28ccafd1875828fe560534a87695e2c',
    text: list(
      'Preamp: -5.6 dB',
      'Filter 1: ON LSC Fc 105 Hz Gain -2.7 dB Q 0.70',
      'Filter 2: ON PK Fc 182 Hz Gain -2.3 dB Q 1.23',
      'Filter 3: ON PK Fc 4038 Hz Gain 5.0 dB Q 3.60',
      'Filter 4: ON PK Fc 67 Hz Gain 3.1 dB Q 1.41',
      'Filter 5: ON PK Fc 1066 Hz Gain -0.8 dB Q 2.57',
      'Filter 6: ON HSC Fc 10000 Hz Gain 2.4 dB Q 0.70',
      'Filter 7: ON PK Fc 5568 Hz Gain -1.6 dB Q 3.89',
      'Filter 8: ON PK Fc 4234 Hz Gain 0.9 dB Q 5.02',
      'Filter 9: ON PK Fc 526 Hz Gain 0.3 dB Q 1.67',
      'Filter 10: ON PK Fc 2048 Hz Gain 0.5 dB Q 4.67',
    ),
  },
  {
    name: 'Apple AirPods Max',
    form: 'over-ear',
    source: '71532835d28ccafd1875828fe560534a87695e2c',
    text: list(
      'Preamp: -4.7 dB',
      'Filter 1: ON LSC Fc 105 Hz Gain -3.0 dB Q 0.70',
      'Filter 2: ON PK Fc 7269 Hz Gain 3.6 dB Q 2.42',
      'Filter 3: ON PK Fc 217 Hz Gain -2.9 dB Q 1.41',
      'Filter 4: ON PK Fc 1031 Hz Gain -3.2 dB Q 1.00',
      'Filter 5: ON PK Fc 3197 Hz Gain 3.1 dB Q 0.55',
      'Filter 6: ON HSC Fc 10000 Hz Gain -5.5 dB Q 0.70',
      'Filter 7: ON PK Fc 9529 Hz Gain 2.7 dB Q 2.22',
      'Filter 8: ON PK Fc 66 Hz Gain 0.6 dB Q 1.67',
      'Filter 9: ON PK Fc 4045 Hz Gain 2.1 dB Q 5.83',
      'Filter 10: ON PK Fc 4834 Hz Gain -1.9 dB Q 6.00',
    ),
  },
  {
    name: 'Audio-Technica ATH-M50x',
    form: 'over-ear',
    source: '71532835d28ccafd1875828fe560534a87695e2c',
    text: list(
      'Preamp: -3.3 dB',
      'Filter 1: ON LSC Fc 105 Hz Gain 0.2 dB Q 0.70',
      'Filter 2: ON PK Fc 133 Hz Gain -4.6 dB Q 1.14',
      'Filter 3: ON PK Fc 333 Hz Gain 4.2 dB Q 1.81',
      'Filter 4: ON PK Fc 7340 Hz Gain 2.9 dB Q 2.65',
      'Filter 5: ON PK Fc 196 Hz Gain -1.7 dB Q 2.58',
      'Filter 6: ON HSC Fc 10000 Hz Gain -3.7 dB Q 0.70',
      'Filter 7: ON PK Fc 46 Hz Gain -1.0 dB Q 2.05',
      'Filter 8: ON PK Fc 3570 Hz Gain 2.5 dB Q 5.51',
      'Filter 9: ON PK Fc 66 Hz Gain 1.3 dB Q 4.12',
      'Filter 10: ON PK Fc 4241 Hz Gain -1.8 dB Q 6.00',
    ),
  },
  {
    name: 'Beats Studio Buds',
    form: 'in-ear',
    source: '0fad4b2ce4b3ceb97f0086c3a0940b4c2473c1f3',
    text: list(
      'Preamp: -4.3 dB',
      'Filter 1: ON LSC Fc 105 Hz Gain -2.2 dB Q 0.70',
      'Filter 2: ON PK Fc 1819 Hz Gain -4.7 dB Q 0.74',
      'Filter 3: ON PK Fc 145 Hz Gain 3.3 dB Q 0.23',
      'Filter 4: ON PK Fc 6271 Hz Gain 4.8 dB Q 1.67',
      'Filter 5: ON PK Fc 568 Hz Gain -2.4 dB Q 1.88',
      'Filter 6: ON HSC Fc 10000 Hz Gain 0.3 dB Q 0.70',
      'Filter 7: ON PK Fc 3619 Hz Gain 2.3 dB Q 4.81',
      'Filter 8: ON PK Fc 2771 Hz Gain -1.7 dB Q 3.92',
      'Filter 9: ON PK Fc 68 Hz Gain 0.8 dB Q 1.75',
      'Filter 10: ON PK Fc 127 Hz Gain -0.8 dB Q 1.91',
    ),
  },
  {
    name: 'HIFIMAN Sundara',
    form: 'over-ear',
    source: '71532835d28ccafd1875828fe560534a87695e2c',
    text: list(
      'Preamp: -5.1 dB',
      'Filter 1: ON LSC Fc 105 Hz Gain 5.4 dB Q 0.70',
      'Filter 2: ON PK Fc 1949 Hz Gain 6.5 dB Q 1.83',
      'Filter 3: ON PK Fc 3753 Hz Gain -4.4 dB Q 1.09',
      'Filter 4: ON PK Fc 6087 Hz Gain 5.0 dB Q 3.74',
      'Filter 5: ON PK Fc 209 Hz Gain -1.4 dB Q 0.18',
      'Filter 6: ON HSC Fc 10000 Hz Gain -4.3 dB Q 0.70',
      'Filter 7: ON PK Fc 9148 Hz Gain 3.6 dB Q 2.68',
      'Filter 8: ON PK Fc 821 Hz Gain -1.0 dB Q 2.50',
      'Filter 9: ON PK Fc 458 Hz Gain 1.2 dB Q 2.87',
      'Filter 10: ON PK Fc 70 Hz Gain -0.5 dB Q 1.86',
    ),
  },
  {
    name: 'Moondrop Aria',
    form: 'in-ear',
    source: '0fad4b2ce4b3ceb97f0086c3a0940b4c2473c1f3',
    text: list(
      'Preamp: -3.4 dB',
      'Filter 1: ON LSC Fc 105 Hz Gain -0.2 dB Q 0.70',
      'Filter 2: ON PK Fc 164 Hz Gain -2.6 dB Q 0.92',
      'Filter 3: ON PK Fc 6460 Hz Gain 3.5 dB Q 2.43',
      'Filter 4: ON PK Fc 659 Hz Gain 1.4 dB Q 1.59',
      'Filter 5: ON PK Fc 3108 Hz Gain 0.5 dB Q 1.51',
      'Filter 6: ON HSC Fc 10000 Hz Gain -5.3 dB Q 0.70',
      'Filter 7: ON PK Fc 8665 Hz Gain 2.1 dB Q 2.79',
      'Filter 8: ON PK Fc 1408 Hz Gain -0.5 dB Q 2.30',
      'Filter 9: ON PK Fc 54 Hz Gain 0.9 dB Q 5.32',
      'Filter 10: ON PK Fc 31 Hz Gain -0.4 dB Q 2.21',
    ),
  },
  {
    name: 'Philips SHP9500',
    form: 'over-ear',
    source: '853360a1626b387e1d3d87f3f7ad8c7514d30839',
    text: list(
      'Preamp: -6.4 dB',
      'Filter 1: ON LSC Fc 105 Hz Gain 6.5 dB Q 0.70',
      'Filter 2: ON PK Fc 5734 Hz Gain -5.7 dB Q 2.84',
      'Filter 3: ON PK Fc 110 Hz Gain -3.0 dB Q 0.81',
      'Filter 4: ON PK Fc 2130 Hz Gain 3.7 dB Q 2.76',
      'Filter 5: ON PK Fc 412 Hz Gain 1.0 dB Q 1.39',
      'Filter 6: ON HSC Fc 10000 Hz Gain -2.4 dB Q 0.70',
      'Filter 7: ON PK Fc 1113 Hz Gain -0.6 dB Q 2.07',
      'Filter 8: ON PK Fc 7370 Hz Gain 2.1 dB Q 5.98',
      'Filter 9: ON PK Fc 4477 Hz Gain -1.7 dB Q 6.00',
      'Filter 10: ON PK Fc 3566 Hz Gain 1.3 dB Q 6.00',
    ),
  },
  {
    name: 'Samsung Galaxy Buds Pro',
    form: 'in-ear',
    source: '71532835d28ccafd1875828fe560534a87695e2c',
    text: list(
      'Preamp: -2.8 dB',
      'Filter 1: ON LSC Fc 105 Hz Gain 1.8 dB Q 0.70',
      'Filter 2: ON PK Fc 161 Hz Gain -2.8 dB Q 0.69',
      'Filter 3: ON PK Fc 1369 Hz Gain 2.8 dB Q 0.86',
      'Filter 4: ON PK Fc 792 Hz Gain 0.9 dB Q 2.41',
      'Filter 5: ON PK Fc 307 Hz Gain -0.5 dB Q 1.52',
      'Filter 6: ON HSC Fc 10000 Hz Gain -5.6 dB Q 0.70',
      'Filter 7: ON PK Fc 3553 Hz Gain 1.0 dB Q 3.30',
      'Filter 8: ON PK Fc 9387 Hz Gain -0.4 dB Q 4.19',
      'Filter 9: ON PK Fc 7594 Hz Gain -0.6 dB Q 3.82',
      'Filter 10: ON PK Fc 4917 Hz Gain -0.8 dB Q 4.17',
    ),
  },
  {
    name: 'Sennheiser HD 600',
    form: 'over-ear',
    source: '71532835d28ccafd1875828fe560534a87695e2c',
    text: list(
      'Preamp: -6.3 dB',
      'Filter 1: ON LSC Fc 105 Hz Gain 6.5 dB Q 0.70',
      'Filter 2: ON PK Fc 125 Hz Gain -2.7 dB Q 0.55',
      'Filter 3: ON PK Fc 8445 Hz Gain 3.3 dB Q 1.61',
      'Filter 4: ON PK Fc 522 Hz Gain 0.7 dB Q 1.02',
      'Filter 5: ON PK Fc 1298 Hz Gain -1.2 dB Q 2.14',
      'Filter 6: ON HSC Fc 10000 Hz Gain -3.1 dB Q 0.70',
      'Filter 7: ON PK Fc 3158 Hz Gain -1.8 dB Q 3.67',
      'Filter 8: ON PK Fc 2166 Hz Gain 0.9 dB Q 3.32',
      'Filter 9: ON PK Fc 6639 Hz Gain 2.2 dB Q 5.82',
      'Filter 10: ON PK Fc 5434 Hz Gain -1.2 dB Q 5.70',
    ),
  },
  {
    name: 'Sennheiser HD 650',
    form: 'over-ear',
    source: '71532835d28ccafd1875828fe560534a87695e2c',
    text: list(
      'Preamp: -6.1 dB',
      'Filter 1: ON LSC Fc 105 Hz Gain 6.4 dB Q 0.70',
      'Filter 2: ON PK Fc 8865 Hz Gain 4.9 dB Q 1.30',
      'Filter 3: ON PK Fc 121 Hz Gain -3.1 dB Q 0.50',
      'Filter 4: ON PK Fc 37 Hz Gain 0.7 dB Q 3.76',
      'Filter 5: ON PK Fc 3159 Hz Gain -1.5 dB Q 3.89',
      'Filter 6: ON HSC Fc 10000 Hz Gain -2.1 dB Q 0.70',
      'Filter 7: ON PK Fc 1220 Hz Gain -1.2 dB Q 2.53',
      'Filter 8: ON PK Fc 2048 Hz Gain 1.1 dB Q 3.26',
      'Filter 9: ON PK Fc 584 Hz Gain 0.4 dB Q 1.15',
      'Filter 10: ON PK Fc 5316 Hz Gain -1.0 dB Q 6.00',
    ),
  },
  {
    name: 'Sennheiser HD 800 S',
    form: 'over-ear',
    source: '853360a1626b387e1d3d87f3f7ad8c7514d30839',
    text: list(
      'Preamp: -6.2 dB',
      'Filter 1: ON LSC Fc 105 Hz Gain 6.6 dB Q 0.70',
      'Filter 2: ON PK Fc 142 Hz Gain -2.3 dB Q 0.30',
      'Filter 3: ON PK Fc 1959 Hz Gain 2.5 dB Q 0.88',
      'Filter 4: ON PK Fc 5679 Hz Gain -4.4 dB Q 4.36',
      'Filter 5: ON PK Fc 212 Hz Gain -0.5 dB Q 2.36',
      'Filter 6: ON HSC Fc 10000 Hz Gain -4.3 dB Q 0.70',
      'Filter 7: ON PK Fc 1043 Hz Gain -1.0 dB Q 2.89',
      'Filter 8: ON PK Fc 1445 Hz Gain 1.0 dB Q 3.43',
      'Filter 9: ON PK Fc 2640 Hz Gain -0.9 dB Q 4.01',
      'Filter 10: ON PK Fc 3421 Hz Gain 1.3 dB Q 5.47',
    ),
  },
  {
    name: 'Shure SE215',
    form: 'in-ear',
    source: '0fad4b2ce4b3ceb97f0086c3a0940b4c2473c1f3',
    text: list(
      'Preamp: -5.7 dB',
      'Filter 1: ON LSC Fc 105 Hz Gain 0.3 dB Q 0.70',
      'Filter 2: ON PK Fc 174 Hz Gain -4.6 dB Q 0.68',
      'Filter 3: ON PK Fc 811 Hz Gain 3.1 dB Q 1.42',
      'Filter 4: ON PK Fc 3430 Hz Gain 3.8 dB Q 4.37',
      'Filter 5: ON PK Fc 6943 Hz Gain 5.4 dB Q 2.76',
      'Filter 6: ON HSC Fc 10000 Hz Gain 3.8 dB Q 0.70',
      'Filter 7: ON PK Fc 5725 Hz Gain 8.1 dB Q 1.13',
      'Filter 8: ON PK Fc 5056 Hz Gain -10.9 dB Q 2.93',
      'Filter 9: ON PK Fc 7269 Hz Gain -6.3 dB Q 3.47',
      'Filter 10: ON PK Fc 2278 Hz Gain -2.1 dB Q 2.94',
    ),
  },
  {
    name: 'Sony WF-1000XM3',
    form: 'in-ear',
    source: '0fad4b2ce4b3ceb97f0086c3a0940b4c2473c1f3',
    text: list(
      'Preamp: -3.9 dB',
      'Filter 1: ON LSC Fc 105 Hz Gain 4.2 dB Q 0.70',
      'Filter 2: ON PK Fc 121 Hz Gain -3.6 dB Q 0.55',
      'Filter 3: ON PK Fc 4159 Hz Gain 2.2 dB Q 2.21',
      'Filter 4: ON PK Fc 7193 Hz Gain 2.5 dB Q 3.75',
      'Filter 5: ON PK Fc 925 Hz Gain 1.4 dB Q 2.39',
      'Filter 6: ON HSC Fc 10000 Hz Gain -4.6 dB Q 0.70',
      'Filter 7: ON PK Fc 8983 Hz Gain 2.0 dB Q 2.67',
      'Filter 8: ON PK Fc 1941 Hz Gain 1.2 dB Q 2.99',
      'Filter 9: ON PK Fc 2602 Hz Gain -0.8 dB Q 4.48',
      'Filter 10: ON PK Fc 991 Hz Gain -0.3 dB Q 3.35',
    ),
  },
  {
    name: 'Sony WH-1000XM3',
    form: 'over-ear',
    source: '71532835d28ccafd1875828fe560534a87695e2c',
    text: list(
      'Preamp: -5.3 dB',
      'Filter 1: ON LSC Fc 105 Hz Gain -4.1 dB Q 0.70',
      'Filter 2: ON PK Fc 143 Hz Gain -5.9 dB Q 1.02',
      'Filter 3: ON PK Fc 1411 Hz Gain 6.2 dB Q 1.10',
      'Filter 4: ON PK Fc 697 Hz Gain -2.8 dB Q 0.92',
      'Filter 5: ON PK Fc 4315 Hz Gain 4.4 dB Q 1.98',
      'Filter 6: ON HSC Fc 10000 Hz Gain 1.4 dB Q 0.70',
      'Filter 7: ON PK Fc 9032 Hz Gain -1.5 dB Q 2.00',
      'Filter 8: ON PK Fc 6657 Hz Gain 2.1 dB Q 6.00',
      'Filter 9: ON PK Fc 5637 Hz Gain -1.2 dB Q 5.83',
      'Filter 10: ON PK Fc 55 Hz Gain 0.3 dB Q 2.25',
    ),
  },
  {
    name: 'Sony WH-1000XM4',
    form: 'over-ear',
    source: 'f624f4f7d0cfaf702fb206827abb5a54cf6be6ba',
    text: list(
      'Preamp: -6.1 dB',
      'Filter 1: ON LSC Fc 105 Hz Gain -4.2 dB Q 0.70',
      'Filter 2: ON PK Fc 143 Hz Gain -5.2 dB Q 1.10',
      'Filter 3: ON PK Fc 2289 Hz Gain 6.1 dB Q 1.57',
      'Filter 4: ON PK Fc 56 Hz Gain 1.2 dB Q 1.19',
      'Filter 5: ON PK Fc 5144 Hz Gain -3.2 dB Q 6.00',
      'Filter 6: ON HSC Fc 10000 Hz Gain -1.0 dB Q 0.70',
      'Filter 7: ON PK Fc 407 Hz Gain 1.7 dB Q 3.14',
      'Filter 8: ON PK Fc 6715 Hz Gain 3.0 dB Q 5.99',
      'Filter 9: ON PK Fc 1007 Hz Gain 1.0 dB Q 3.41',
      'Filter 10: ON PK Fc 576 Hz Gain -1.2 dB Q 3.55',
    ),
  },
];

/** Models whose name holds every word of `query` (any case, any order); all of them for an empty query. */
export function searchAutoEqHeadphones(query: string, models: readonly AutoEqHeadphones[] = AUTOEQ_HEADPHONES): readonly AutoEqHeadphones[] {
  // Spaces and hyphens are ignored inside words too, so "hd650" and "wh1000xm4" find their model.
  const compact = (text: string) => text.toLowerCase().replace(/[\s-]+/g, '');
  const words = query.split(/\s+/).map(compact).filter(Boolean);
  if (words.length === 0) return models;
  return models.filter((model) => words.every((word) => compact(model.name).includes(word)));
}

export function findAutoEqHeadphones(name: unknown): AutoEqHeadphones | undefined {
  return AUTOEQ_HEADPHONES.find((model) => model.name === name);
}
