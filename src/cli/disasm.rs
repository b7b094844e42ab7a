//! `eusim disasm PROGRAM [--kernel NAME]`.

use super::CliResult;
use std::path::Path;

pub fn run(program: &Path, kernel: Option<&str>, device: &str, build_options: &str) -> CliResult {
    let p = eusim::program::load_program(program, device, build_options)?;
    let kernels: Vec<_> = match kernel {
        Some(name) => vec![p.kernel(name).ok_or_else(|| {
            format!(
                "no kernel `{name}` in {} (kernels: {})",
                program.display(),
                p.kernels
                    .iter()
                    .map(|k| k.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })?],
        None => p.kernels.iter().collect(),
    };
    let many = kernels.len() > 1;
    let mut out = String::new();
    for k in kernels {
        if many {
            out += &format!("// kernel {}\n", k.name);
        }
        out += &isa::format_kernel(k.isa()).map_err(|e| format!("kernel `{}`: {e}", k.name))?;
    }
    super::print(&out)
}
