//! `eusim disasm PROGRAM [--kernel NAME]`: the platform (Gen9, Gen11, Gen12LP) is the one the
//! program header's device family names.

use super::CliResult;
use std::path::Path;

pub fn run(program: &Path, kernel: Option<&str>, device: &str, build_options: &str) -> CliResult {
    let p = eusim::program::read_program(program, device, build_options)?;
    let family = p.header.device;
    let platform = isa::Platform::from_core_family(family).ok_or_else(|| {
        format!(
            "{}: the program was built for {} (device family {family}); eusim disassembles \
             Gen9, Gen11 and Gen12LP programs",
            program.display(),
            eusim::program::family_name(family)
        )
    })?;
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
        out += &isa::format_kernel_for(platform, k.isa())
            .map_err(|e| format!("kernel `{}`: {e}", k.name))?;
    }
    super::print(&out)
}
