// A figure next to its target: `check` compares, `info` only reports.
const OPS = {
  '<=': { text: '≤', pass: (value, limit) => value <= limit },
  '>=': { text: '≥', pass: (value, limit) => value >= limit },
};

export function check(name, value, unit, op, limit, note = '') {
  const missing = value === null || value === undefined || Number.isNaN(value);
  return {
    name,
    value: missing ? null : value,
    unit,
    target: `${OPS[op].text} ${limit} ${unit}`.trim(),
    pass: missing ? false : OPS[op].pass(value, limit),
    ...(note ? { note } : {}),
  };
}

export function info(name, value, unit, note = '') {
  return { name, value: value ?? null, unit, target: null, pass: null, ...(note ? { note } : {}) };
}

/** A check that could not be measured: it fails, with the reason. */
export function failed(name, reason) {
  return { name, value: null, unit: '', target: null, pass: false, note: reason };
}
