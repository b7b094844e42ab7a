//! `eusim asm FILE.asm -o FILE.bin`.

use super::CliResult;
use std::path::Path;

pub fn run(input: &Path, output: &Path) -> CliResult {
    eusim::output::check_one(output, "-o", &[(input, "the assembly source")])?;
    let text = eusim::input::read_text(input)
        .map_err(|e| format!("cannot read {}: {e}", input.display()))?;
    let bytes = isa::asm::assemble(&text).map_err(|e| format!("{}: {e}", input.display()))?;
    // whole or not at all: a full disk leaves no empty or partial output
    eusim::output::write_atomic(output, &bytes)
        .map_err(|e| format!("cannot write {}: {e}", output.display()))?;
    tracing::info!("{} bytes written to {}", bytes.len(), output.display());
    Ok(())
}
