//! `eusim config [--config PRESET|FILE] [--set k=v]... [--describe [--markdown]]`: the
//! effective machine configuration, or the reference of every parameter.

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
    print!("{text}");
    Ok(())
}
