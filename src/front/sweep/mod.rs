//! Design-space sweeps: a sweep file names launches and a design space over configuration
//! keys (the keys `--set` accepts); every (point, launch) pair is a row of results.
//!
//! ```ron
//! (
//!     launches: ["a/launch.ron", "b/launch.ron"],   // relative to the sweep file
//!     config: "gen9-gt2",                            // preset or file; default gen9-gt2
//!     grid: {"topology.threads_per_eu": ["4", "7"], "topology.eus_per_subslice": ["6", "8"]},
//!     zip: {"memory.l3_bytes": ["524288", "1048576"], "memory.l3_ways": ["8", "16"]},
//!     points: [{"clock_mhz": "600"}],
//!     functional: false,
//!     sample: 24,          // optional: sampled timing, 24 waves per row
//!     full_points: [3],    // optional: points timed in full in a sampled sweep
//!     cycles_only: true,   // optional: sampled rows run their timed groups only
//! )
//! ```
//! The points are the explicit `points`, then the cartesian product of the `grid` axes (keys
//! in sorted order, the last varying fastest) with the `zip` axes (all of one length, varying
//! together). With neither grid nor zip nor points there is one point without overrides.
//! Row `r` is point `r / launches` and launch `r % launches`.

mod identity;
mod plot;
mod run;
mod table;

pub use plot::plot_svg;
pub use run::{merge, run_sweep, sbatch_script, Shard, SweepOptions};
pub use table::{flatten, Row};

use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A parsed sweep file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SweepFile {
    /// Launch files, relative to the sweep file.
    pub launches: Vec<String>,
    /// Machine preset or configuration file every point starts from.
    #[serde(default)]
    pub config: Option<String>,
    /// Axes whose cartesian product is explored.
    #[serde(default, deserialize_with = "unique_keys")]
    pub grid: BTreeMap<String, Vec<String>>,
    /// Axes that vary together (equal lengths), crossed with the grid.
    #[serde(default, deserialize_with = "unique_keys")]
    pub zip: BTreeMap<String, Vec<String>>,
    /// Explicit points (key -> value), run before the grid.
    #[serde(default, deserialize_with = "unique_keys_each")]
    pub points: Vec<BTreeMap<String, String>>,
    /// Functional runs only (no timing).
    #[serde(default)]
    pub functional: bool,
    /// Sampled timing: waves timed per row (`--sample WAVES`); absent, every row is timed in
    /// full.
    #[serde(default)]
    pub sample: Option<u32>,
    /// Points whose rows are timed in full in a sampled sweep. Adding points here and running
    /// the same sweep again into the same directory re-runs only their rows.
    #[serde(default)]
    pub full_points: Vec<u64>,
    /// With `sample`: sampled rows run only their timed work-groups (`--cycles-only`): the
    /// same cycles, several times quicker on large launches, counts extrapolated. Rows
    /// timed in full (`full_points`) run every group.
    #[serde(default)]
    pub cycles_only: bool,
    /// Directory of the sweep file (launch paths resolve against it).
    #[serde(skip)]
    pub base_dir: PathBuf,
}

/// A map whose keys are all different: a key written twice is refused (naming it) instead of
/// its last value silently replacing the others.
struct UniqueKeys<V>(BTreeMap<String, V>);

impl<'de, V: Deserialize<'de>> Deserialize<'de> for UniqueKeys<V> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visit<V>(std::marker::PhantomData<V>);
        impl<'de, V: Deserialize<'de>> serde::de::Visitor<'de> for Visit<V> {
            type Value = UniqueKeys<V>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a map from configuration keys")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Self::Value, A::Error> {
                let mut out = BTreeMap::new();
                while let Some((k, v)) = map.next_entry::<String, V>()? {
                    if out.contains_key(&k) {
                        return Err(serde::de::Error::custom(format!(
                            "key `{k}` is given twice (each key may appear once)"
                        )));
                    }
                    out.insert(k, v);
                }
                Ok(UniqueKeys(out))
            }
        }
        d.deserialize_map(Visit(std::marker::PhantomData))
    }
}

/// A map with every key once ([`UniqueKeys`]).
fn unique_keys<'de, D: serde::Deserializer<'de>, V: Deserialize<'de>>(
    d: D,
) -> Result<BTreeMap<String, V>, D::Error> {
    UniqueKeys::deserialize(d).map(|m| m.0)
}

/// A list of maps, each with every key once ([`UniqueKeys`]).
fn unique_keys_each<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Vec<BTreeMap<String, String>>, D::Error> {
    Vec::<UniqueKeys<String>>::deserialize(d).map(|v| v.into_iter().map(|m| m.0).collect())
}

/// Most rows (points x launches) a sweep may have: 1 000 000. Larger design spaces are refused
/// before anything is expanded or run (split them into several sweeps).
pub const MAX_ROWS: u64 = 1_000_000;

/// One point of the design space: `--set` overrides, in key order.
pub type Point = BTreeMap<String, String>;

impl SweepFile {
    /// Reads and checks a sweep file.
    pub fn load(path: &Path) -> Result<SweepFile, String> {
        let text = eusim::input::read_text(path)
            .map_err(|e| format!("cannot read sweep file {}: {e}", path.display()))?;
        let mut s: SweepFile = ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
            .from_str(&text)
            .map_err(|e| format!("sweep file {}: {e}", path.display()))?;
        s.base_dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        s.check()
            .map_err(|e| format!("sweep file {}: {e}", path.display()))?;
        Ok(s)
    }

    fn check(&self) -> Result<(), String> {
        if self.launches.is_empty() {
            return Err("`launches` is empty".into());
        }
        match self.sample {
            Some(_) if self.functional => {
                return Err("`sample` needs timed runs (`functional: false`)".into())
            }
            Some(w) if w < 2 => return Err(format!("`sample` is {w}: at least 2 waves")),
            None if !self.full_points.is_empty() => {
                return Err("`full_points` without `sample`: every row is timed in full".into())
            }
            None if self.cycles_only => {
                return Err("`cycles_only` without `sample`: every row runs in full".into())
            }
            _ => {}
        }
        // one key on two axes would give every point two values of it, one of them lost
        if let Some(k) = self.grid.keys().find(|k| self.zip.contains_key(*k)) {
            return Err(format!(
                "key `{k}` is both a grid and a zip axis (each key may appear once)"
            ));
        }
        if let Some((k, v)) = self.grid.iter().find(|(_, v)| v.is_empty()) {
            return Err(format!("grid axis `{k}` has no values ({v:?})"));
        }
        let mut lens = self.zip.iter().map(|(k, v)| (k, v.len()));
        if let Some((k0, n0)) = lens.next() {
            if n0 == 0 {
                return Err(format!("zip axis `{k0}` has no values"));
            }
            if let Some((k, n)) = lens.find(|(_, n)| *n != n0) {
                return Err(format!(
                    "zip axes differ in length: `{k0}` has {n0} values, `{k}` has {n}"
                ));
            }
        }
        self.row_count().map(|_| ())
    }

    /// Rows of the sweep (points x launches), refused above [`MAX_ROWS`] (computed without
    /// expanding anything, and without overflow).
    pub fn row_count(&self) -> Result<u64, String> {
        let too_many = |what: String| {
            format!(
                "{what}: more than the {MAX_ROWS} rows a sweep may have (points x launches); \
                 split it into several sweeps"
            )
        };
        let mut product: u64 = 1;
        for (k, v) in &self.grid {
            product = product
                .checked_mul(v.len() as u64)
                .filter(|&p| p <= MAX_ROWS)
                .ok_or_else(|| too_many(format!("the grid up to axis `{k}`")))?;
        }
        if let Some(v) = self.zip.values().next() {
            product = product
                .checked_mul(v.len() as u64)
                .filter(|&p| p <= MAX_ROWS)
                .ok_or_else(|| too_many("grid x zip".into()))?;
        }
        let points = if self.grid.is_empty() && self.zip.is_empty() {
            (self.points.len() as u64).max(1)
        } else {
            self.points.len() as u64 + product
        };
        points
            .checked_mul(self.launches.len() as u64)
            .filter(|&r| r <= MAX_ROWS)
            .ok_or_else(|| {
                too_many(format!(
                    "{points} points x {} launches",
                    self.launches.len()
                ))
            })
    }

    /// The launch files, resolved against the sweep file.
    pub fn launch_paths(&self) -> Vec<PathBuf> {
        self.launches
            .iter()
            .map(|l| self.base_dir.join(l))
            .collect()
    }

    /// Every point of the design space, in row order; refused above [`MAX_ROWS`] rows.
    pub fn points(&self) -> Result<Vec<Point>, String> {
        let rows = self.row_count()?;
        let mut out: Vec<Point> = Vec::new();
        out.try_reserve_exact(rows as usize)
            .map_err(|_| format!("cannot allocate the {rows} rows of the sweep"))?;
        out.extend(self.points.iter().cloned());
        if self.grid.is_empty() && self.zip.is_empty() {
            if out.is_empty() {
                out.push(Point::new());
            }
            return Ok(out);
        }
        let mut product: Vec<Point> = vec![Point::new()];
        for (k, values) in &self.grid {
            product = product
                .into_iter()
                .flat_map(|p| {
                    values.iter().map(move |v| {
                        let mut q = p.clone();
                        q.insert(k.clone(), v.clone());
                        q
                    })
                })
                .collect();
        }
        if let Some(n) = self.zip.values().next().map(Vec::len) {
            product = product
                .into_iter()
                .flat_map(|p| {
                    (0..n).map(move |i| {
                        let mut q = p.clone();
                        for (k, v) in &self.zip {
                            q.insert(k.clone(), v[i].clone());
                        }
                        q
                    })
                })
                .collect();
        }
        out.extend(product);
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(t: &str) -> SweepFile {
        let s: SweepFile = ron::from_str(t).unwrap();
        s.check().unwrap();
        s
    }

    #[test]
    fn grid_zip_and_points_expand_in_order() {
        let s = parse(
            r#"(launches: ["a.ron"], grid: {"b": ["1", "2"], "a": ["x", "y", "z"]},
                zip: {"p": ["10", "20"], "q": ["u", "v"]}, points: [{"c": "0"}])"#,
        );
        let pts = s.points().unwrap();
        assert_eq!(pts.len(), 1 + 3 * 2 * 2);
        assert_eq!(pts[0], Point::from([("c".to_string(), "0".to_string())]));
        // grid keys in sorted order (a before b), b varies faster, then the zip pair.
        let fmt = |p: &Point| {
            p.iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect::<Vec<_>>()
                .join(",")
        };
        assert_eq!(fmt(&pts[1]), "a=x,b=1,p=10,q=u");
        assert_eq!(fmt(&pts[2]), "a=x,b=1,p=20,q=v");
        assert_eq!(fmt(&pts[3]), "a=x,b=2,p=10,q=u");
        assert_eq!(fmt(&pts[12]), "a=z,b=2,p=20,q=v");
    }

    #[test]
    fn bad_sweeps_are_one_line_errors() {
        let e: Result<SweepFile, _> = ron::from_str(r#"(launches: ["a"], grd: {})"#);
        assert!(e.unwrap_err().to_string().contains("grd"));
        let s: SweepFile =
            ron::from_str(r#"(launches: ["a"], zip: {"x": ["1"], "y": ["1", "2"]})"#).unwrap();
        assert!(s.check().unwrap_err().contains("differ in length"));
        let s: SweepFile = ron::from_str(r#"(launches: [])"#).unwrap();
        assert!(s.check().is_err());
    }

    #[test]
    fn giant_grids_are_refused_before_expansion() {
        // 10^12 points, and 2^64 (overflowing u64): refused at once, nothing expanded
        let axis = |n: usize| format!("[{}]", vec!["\"1\""; n].join(","));
        let six = (0..6)
            .map(|i| format!("\"k{i}\": {}", axis(100)))
            .collect::<Vec<_>>()
            .join(",");
        let s: SweepFile = ron::from_str(&format!("(launches: [\"a\"], grid: {{{six}}})")).unwrap();
        let e = s.check().unwrap_err();
        assert!(e.contains("more than the 1000000 rows"), "{e}");
        let many = (0..64)
            .map(|i| format!("\"k{i}\": {}", axis(2)))
            .collect::<Vec<_>>()
            .join(",");
        let s: SweepFile =
            ron::from_str(&format!("(launches: [\"a\"], grid: {{{many}}})")).unwrap();
        assert!(s.points().unwrap_err().contains("more than"));
        // exactly the limit is accepted: 1000 x 1000 points x 1 launch
        let s: SweepFile = ron::from_str(&format!(
            "(launches: [\"a\"], grid: {{\"x\": {}, \"y\": {}}})",
            axis(1000),
            axis(1000)
        ))
        .unwrap();
        assert_eq!(s.row_count(), Ok(1_000_000));
        let s: SweepFile = ron::from_str(&format!(
            "(launches: [\"a\", \"b\"], grid: {{\"x\": {}, \"y\": {}}})",
            axis(1000),
            axis(1000)
        ))
        .unwrap();
        assert!(s.row_count().is_err());
    }
}
