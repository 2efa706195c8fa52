import fc from 'fast-check';

/** Strings a client can send: printable, any code point, pieces of attacks, oversized. */
export const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: fc.constantFrom('\u0000', 'a', 'é', '😀', "'", '<', ' ', '1', '\\', '%', '_'), maxLength: 60 }),
  fc.constantFrom(
    "' OR 1=1 --",
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '%00',
    '{{constructor.constructor("return 1")()}}',
    'x'.repeat(10_240),
    '',
    'null',
    '9000',
    'Gent',
  ),
);

/** Any JSON value, mostly strings. */
export const anyValue = fc.oneof(
  { weight: 6, arbitrary: anyText },
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2_147_483_648, 1e308, 21_474_837, 50.8, 4.35),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);
