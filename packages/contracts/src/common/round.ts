/**
 * The one rounding of a measured number (area, distance, water, energy, speed) for every screen and
 * answer: half away from zero at `digits` decimals. Rounding twice differently made two screens
 * disagree on the same run (a record's 3.05 m² read "3.0" through toFixed, the report's "3.1").
 */
export const roundTo = (n: number, digits: number) => {
  const scale = 10 ** digits;
  return (Math.sign(n) * Math.round(Math.abs(n) * scale + 1e-9)) / scale;
};

/** `roundTo`, written with exactly `digits` decimals ("3.10"). */
export const fixedTo = (n: number, digits: number) => roundTo(n, digits).toFixed(digits);
