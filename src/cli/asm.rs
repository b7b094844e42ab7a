//! `eusim asm FILE.asm -o FILE.bin`.

use super::CliResult;
use std::path::Path;

pub fn run(input: &Path, output: &Path) -> CliResult {
    let text = std::fs::read_to_string(input)
        .map_err(|e| format!("cannot read {}: {e}", input.display()))?;
    let bytes = isa::asm::assemble(&text).map_err(|e| format!("{}: {e}", input.display()))?;
    std::fs::write(output, &bytes)
        .map_err(|e| format!("cannot write {}: {e}", output.display()))?;
    tracing::info!("{} bytes written to {}", bytes.len(), output.display());
    Ok(())
}
