//! Source lines for a program built without `-g`: the same `.cl` is compiled a second time
//! with `-g`, and a kernel takes the line table of its debug build only when both builds
//! emitted the very same instruction bytes. What runs is therefore always what the
//! application's own build runs; a kernel whose debug build differs (IGC's `-g` can change
//! register allocation and scheduling) gets no lines, and the caller is told which.

use super::compile::compile_cl;
use super::{parse_program, Program, Result};
use std::path::Path;

/// What [`add_debug_lines`] did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DebugBuild {
    /// Kernels that took the debug build's line table.
    pub lined: Vec<String>,
    /// Kernels whose `-g` build emitted different instructions: left without lines.
    pub differ: Vec<String>,
}

/// Whether `build_options` already asks for debug information (a `-g` option).
pub fn asks_for_debug_info(build_options: &str) -> bool {
    build_options.split_whitespace().any(|o| o == "-g")
}

/// Adds source lines to `program`, built from the `.cl` file `path` for `device` with
/// `build_options`, by compiling it again with `-g`. Kernels that already have lines, and
/// programs that are not `.cl` sources or were built with `-g`, are left as they are.
pub fn add_debug_lines(
    program: &mut Program,
    path: &Path,
    device: &str,
    build_options: &str,
) -> Result<DebugBuild> {
    let is_cl = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("cl"));
    if !is_cl || asks_for_debug_info(build_options) {
        return Ok(DebugBuild::default());
    }
    let debug = parse_program(&compile_cl(path, device, &format!("-g {build_options}"))?)?;
    Ok(take_identical_lines(program, &debug))
}

/// Copies into `program` the line table of every kernel of `debug` whose instruction bytes
/// equal those of `program`'s kernel of the same name.
pub fn take_identical_lines(program: &mut Program, debug: &Program) -> DebugBuild {
    let mut out = DebugBuild::default();
    for kernel in &program.kernels {
        if program.debug_lines.contains_key(&kernel.name) {
            continue;
        }
        let Some(table) = debug.debug_lines.get(&kernel.name) else {
            continue;
        };
        if debug
            .kernel(&kernel.name)
            .is_some_and(|d| d.isa() == kernel.isa())
        {
            program
                .debug_lines
                .insert(kernel.name.clone(), table.clone());
            out.lined.push(kernel.name.clone());
        } else {
            out.differ.push(kernel.name.clone());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_g_option_is_found_among_others() {
        assert!(asks_for_debug_info("-cl-std=CL2.0 -g"));
        assert!(asks_for_debug_info("-g"));
        assert!(!asks_for_debug_info("-cl-std=CL2.0 -gline-tables-only"));
        assert!(!asks_for_debug_info(""));
    }

    #[test]
    fn a_binary_is_left_alone() {
        let bin =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debug_kernels/saxpy_g_Gen9core.bin");
        let mut p = parse_program(&std::fs::read(&bin).unwrap()).unwrap();
        let before = p.clone();
        let r = add_debug_lines(&mut p, &bin, "skl", "-cl-std=CL2.0").unwrap();
        assert_eq!(r, DebugBuild::default());
        assert_eq!(p, before);
    }
}
