// Migration 11: a Web Vital's histogram is one row per minute, remote, release, cohort, route and
// metric, its bins and their counts in two arrays (docs/release-health.md), where it
// was a row per bin. A second of 3,000 beacons wrote about 3,100 rows of bins in 32 statements on
// the database's thread; it now writes one row per metric and route, about 35 times fewer, merged
// with what the row holds (its counts added bin by bin). What the old table held is carried over.
// An older server still running beside the one that migrates cannot write its vitals from then on,
// nor its errors (a flush writes them after): it keeps them in memory, as when the database is
// down, up to its bound, until it is replaced.
export const sql = `
CREATE TABLE IF NOT EXISTS telemetry_vital_bins (
  minute timestamptz NOT NULL,
  remote text NOT NULL,
  release text NOT NULL,
  cohort text NOT NULL CHECK (cohort IN ('stable', 'canary', 'preview')),
  route text NOT NULL,
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  bins integer[] NOT NULL,
  counts bigint[] NOT NULL CHECK (cardinality(counts) = cardinality(bins)),
  PRIMARY KEY (remote, minute, release, cohort, route, metric)
);
CREATE INDEX IF NOT EXISTS telemetry_vital_bins_minute ON telemetry_vital_bins (minute);
CREATE INDEX IF NOT EXISTS telemetry_vital_bins_route ON telemetry_vital_bins (route, minute);

INSERT INTO telemetry_vital_bins (minute, remote, release, cohort, route, metric, bins, counts)
SELECT minute, remote, release, cohort, route, metric, array_agg(bin ORDER BY bin), array_agg(n ORDER BY bin)
  FROM telemetry_vitals
 GROUP BY minute, remote, release, cohort, route, metric;
DROP TABLE telemetry_vitals;
`;
