//! Loading a configuration: presets and files are layered overrides of a base, `--set`
//! overrides are applied on top, and the result is validated.

use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

use super::{ConfigError, MachineConfig};

/// The built-in presets: name and RON text.
pub const PRESETS: &[(&str, &str)] = &[
    ("gen9-gt2", include_str!("../../configs/gen9-gt2.ron")),
    ("gen9-gt3", include_str!("../../configs/gen9-gt3.ron")),
    ("gen9-gt4", include_str!("../../configs/gen9-gt4.ron")),
    ("uhd630", include_str!("../../configs/uhd630.ron")),
    ("uhd630-23eu", include_str!("../../configs/uhd630-23eu.ron")),
    ("uhd620", include_str!("../../configs/uhd620.ron")),
    ("hd530", include_str!("../../configs/hd530.ron")),
    (
        "iris-plus-g7",
        include_str!("../../configs/iris-plus-g7.ron"),
    ),
    (
        "iris-xe-96eu",
        include_str!("../../configs/iris-xe-96eu.ron"),
    ),
    ("uhd770", include_str!("../../configs/uhd770.ron")),
];

/// The default preset.
pub const DEFAULT_PRESET: &str = "gen9-gt2";

/// Keys that were replaced, with the replacement and how to convert.
const RENAMED: &[(&str, &str)] = &[
    (
        "memory.dram_bytes_per_cycle",
        "is now `memory.dram_gbps` in GB/s, independent of clock_mhz \
         (bytes per cycle x clock_mhz / 1000; 20 B/cycle at 1150 MHz = 23 GB/s)",
    ),
    (
        "memory.dram_latency",
        "is now `memory.dram_latency_ns` in ns, independent of clock_mhz \
         (cycles x 1000 / clock_mhz; 300 cycles at 1150 MHz = 261 ns)",
    ),
];

/// Bases a file may chain through before a loop is assumed.
const MAX_DEPTH: usize = 16;

fn renamed(path: &str) -> Option<String> {
    RENAMED
        .iter()
        .find(|(old, _)| *old == path)
        .map(|(old, why)| format!("`{old}` {why}"))
}

/// Copies every key of `over` into `tree`, refusing keys the base does not have.
fn merge(tree: &mut Value, over: Map<String, Value>, path: &str) -> Result<(), String> {
    for (key, value) in over {
        let full = params::join(path, &key);
        let Some(slot) = tree.get_mut(&key) else {
            if let Some(hint) = renamed(&full) {
                return Err(hint);
            }
            let section = if path.is_empty() {
                "the top level"
            } else {
                path
            };
            return Err(format!("no field `{key}` in {section}"));
        };
        match (slot.is_object(), value) {
            (true, Value::Object(inner)) => merge(slot, inner, &full)?,
            (true, _) => return Err(format!("`{full}` is a section: give it as ( ... )")),
            (false, Value::Object(_)) => return Err(format!("`{full}` is a value, not a section")),
            (false, v) => *slot = v,
        }
    }
    Ok(())
}

/// What a `base:` names: a preset, or a file relative to the file that names it.
fn resolve(
    base: &str,
    from: Option<&Path>,
) -> Result<(String, String, Option<PathBuf>), ConfigError> {
    if let Some((_, text)) = PRESETS.iter().find(|(n, _)| *n == base) {
        return Ok((text.to_string(), base.to_string(), None));
    }
    let path = match from.and_then(Path::parent) {
        Some(dir) if Path::new(base).is_relative() => dir.join(base),
        _ => PathBuf::from(base),
    };
    let text = crate::input::read_text(&path).map_err(|source| ConfigError::NotFound {
        name: base.to_string(),
        presets: PRESETS.iter().map(|p| p.0).collect::<Vec<_>>().join(", "),
        source,
    })?;
    Ok((text, path.display().to_string(), Some(path)))
}

/// The full tree of a layered RON text: its base's tree (or the defaults) with its own keys
/// on top.
fn layered(
    text: &str,
    origin: &str,
    file: Option<&Path>,
    depth: usize,
) -> Result<Value, ConfigError> {
    let parse = |msg: String| ConfigError::Parse {
        origin: origin.to_string(),
        msg,
    };
    // RON's own value type reads unnamed structs as maps (serde_json's does not, from RON)
    let own: ron::Value = ron::from_str(text).map_err(|e| parse(e.to_string()))?;
    let own = serde_json::to_value(own).map_err(|e| parse(e.to_string()))?;
    let Value::Object(mut own) = own else {
        return Err(parse("expected a configuration `( ... )`".into()));
    };
    let mut tree = match own.remove("base") {
        Some(Value::String(base)) => {
            if depth >= MAX_DEPTH {
                return Err(parse(format!(
                    "`base: {base:?}` chains {MAX_DEPTH} files deep (a loop?)"
                )));
            }
            let (text, origin, path) = resolve(&base, file)?;
            layered(&text, &origin, path.as_deref(), depth + 1)?
        }
        Some(other) => {
            return Err(parse(format!(
                "`base` must be a preset name or a file, not {other}"
            )))
        }
        None => serde_json::to_value(MachineConfig::default()).expect("defaults serialise"),
    };
    if !own.contains_key("name") {
        if let Some(stem) = file.and_then(Path::file_stem) {
            own.insert(
                "name".into(),
                Value::String(stem.to_string_lossy().into_owned()),
            );
        }
    }
    merge(&mut tree, own, "").map_err(parse)?;
    Ok(tree)
}

impl MachineConfig {
    fn from_tree(tree: Value, origin: &str) -> Result<Self, ConfigError> {
        let cfg: MachineConfig = serde_json::from_value(tree).map_err(|e| ConfigError::Parse {
            origin: origin.to_string(),
            msg: e.to_string(),
        })?;
        cfg.validate()?;
        Ok(cfg)
    }

    /// Parses RON text (a full configuration, or overrides of its `base:`); `origin` names it
    /// in errors and a relative `base:` file is looked up next to `file`.
    pub fn from_ron(text: &str, origin: &str) -> Result<Self, ConfigError> {
        Self::from_tree(layered(text, origin, None, 0)?, origin)
    }

    /// A preset by name, or else a RON file by path.
    pub fn load(name_or_path: &str) -> Result<Self, ConfigError> {
        let (text, origin, path) = resolve(name_or_path, None)?;
        Self::from_tree(layered(&text, &origin, path.as_deref(), 0)?, &origin)
    }

    /// Applies one `key=value` override; `key` is a dotted field path (`topology.slices`) and
    /// `value` a RON value of the field's type. A failed override leaves the configuration
    /// unchanged.
    pub fn set(&mut self, assignment: &str) -> Result<(), ConfigError> {
        let err = |msg: String| ConfigError::Override {
            assignment: assignment.to_string(),
            msg,
        };
        let (key, value_text) = assignment
            .split_once('=')
            .ok_or_else(|| err("expected key=value".into()))?;
        let key = key.trim();
        let value: Value = ron::from_str(value_text.trim())
            .map_err(|e| err(format!("value is not a RON value: {e}")))?;
        let mut tree = serde_json::to_value(&*self).map_err(|e| err(e.to_string()))?;
        let mut slot = &mut tree;
        let mut path = String::new();
        for part in key.split('.') {
            path = params::join(&path, part);
            slot = match slot.get_mut(part) {
                Some(s) => s,
                None => {
                    return Err(err(
                        renamed(&path).unwrap_or_else(|| format!("no field `{part}` in `{key}`"))
                    ))
                }
            };
        }
        if slot.is_object() {
            return Err(err(format!("`{key}` is a section, not a value")));
        }
        *slot = value;
        let updated: MachineConfig =
            serde_json::from_value(tree).map_err(|e| err(format!("wrong type: {e}")))?;
        updated.validate().map_err(|e| match e {
            ConfigError::Invalid { msg, .. } => err(msg),
            other => other,
        })?;
        let mut overrides = std::mem::take(&mut self.overrides);
        overrides.push(format!("{key}={}", value_text.trim()));
        *self = updated;
        self.overrides = overrides;
        Ok(())
    }
}
