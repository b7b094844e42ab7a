//! `eusim info PROGRAM`.

use super::CliResult;
use std::path::Path;

pub fn run(program: &Path, device: &str, build_options: &str) -> CliResult {
    let p = eusim::program::load_program(program, device, build_options)?;
    let text = eusim::program::render_info(&p);
    super::print(&text)
}
