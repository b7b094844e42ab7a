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
//! )
//! ```
//! The points are the explicit `points`, then the cartesian product of the `grid` axes (keys
//! in sorted order, the last varying fastest) with the `zip` axes (all of one length, varying
//! together). With neither grid nor zip nor points there is one point without overrides.
//! Row `r` is point `r / launches` and launch `r % launches`.

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
    #[serde(default)]
    pub grid: BTreeMap<String, Vec<String>>,
    /// Axes that vary together (equal lengths), crossed with the grid.
    #[serde(default)]
    pub zip: BTreeMap<String, Vec<String>>,
    /// Explicit points (key -> value), run before the grid.
    #[serde(default)]
    pub points: Vec<BTreeMap<String, String>>,
    /// Functional runs only (no timing).
    #[serde(default)]
    pub functional: bool,
    /// Directory of the sweep file (launch paths resolve against it).
    #[serde(skip)]
    pub base_dir: PathBuf,
}

/// One point of the design space: `--set` overrides, in key order.
pub type Point = BTreeMap<String, String>;

impl SweepFile {
    /// Reads and checks a sweep file.
    pub fn load(path: &Path) -> Result<SweepFile, String> {
        let text = std::fs::read_to_string(path)
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
        Ok(())
    }

    /// The launch files, resolved against the sweep file.
    pub fn launch_paths(&self) -> Vec<PathBuf> {
        self.launches
            .iter()
            .map(|l| self.base_dir.join(l))
            .collect()
    }

    /// Every point of the design space, in row order.
    pub fn points(&self) -> Vec<Point> {
        let mut out: Vec<Point> = self.points.clone();
        if self.grid.is_empty() && self.zip.is_empty() {
            if out.is_empty() {
                out.push(Point::new());
            }
            return out;
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
        out
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
        let pts = s.points();
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
}
