//! `eusim config [--config PRESET|FILE] [--set k=v]... [--describe [--markdown]]`: the
//! effective machine configuration, or the reference of every parameter; and
//! `eusim stats --describe [--markdown]`: the reference of every stats key.

use eusim::config::{MachineConfig, DEFAULT_PRESET};

use super::CliResult;

/// Prints the configuration `config` (default preset) with `set` applied: as RON, or with
/// `describe` every parameter with its unit, range, source and description.
pub fn run(config: Option<&str>, set: &[String], describe: bool, markdown: bool) -> CliResult {
    let mut c = MachineConfig::load(config.unwrap_or(DEFAULT_PRESET))?;
    for s in set {
        c.set(s)?;
    }
    let text = match (describe, markdown) {
        (true, true) => c.describe_markdown(),
        (true, false) => c.describe_text(),
        _ => c.to_ron() + "\n",
    };
    super::print(&text)
}

/// Prints every key of the `--stats` JSON with its type and description.
pub fn stats(describe: bool, markdown: bool) -> CliResult {
    if !describe {
        return Err("eusim stats: nothing to do (use --describe)".into());
    }
    let keys = eusim::sim::stats_doc::describe();
    let mut out = String::new();
    if markdown {
        out += "| key | type | description |\n|---|---|---|\n";
    }
    for k in keys {
        if markdown {
            out += &format!(
                "| `{}` | {} | {} |\n",
                k.key,
                k.ty,
                k.description.replace('|', "\\|")
            );
        } else {
            out += &format!("{} ({})\n    {}\n", k.key, k.ty, k.description);
        }
    }
    super::print(&out)
}
