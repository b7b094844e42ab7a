//! What a program must satisfy before it is run: a device family the simulator models, and
//! kernels whose headers and tokens are consistent (the parser accepts more, so `eusim info`
//! can show a damaged binary).
//!
//! Device family codes are Intel's `GFXCORE_FAMILY` values, stored in the patch-token program
//! header (`SProgramBinaryHeader::Device`); ocloc 22.43 writes 11 for `-device bdw`, 12 for
//! skl/kbl/cfl, 15 for icllp, 18 for tgllp and dg1, 0xc07 for dg2 and 0xc08 for pvc (the
//! enum in intel/gmmlib `Source/inc/common/igfxfmid.h`, checked with the fixtures in
//! tests/loader_devices).

use super::binary::Program;
use super::error::{LoadError, Result};
use super::kernel::Kernel;
use crate::config::Generation;

/// Device families some machine configuration models: Gen9 (`IGFX_GEN9_CORE`), Gen11
/// (`IGFX_GEN11_CORE`, `IGFX_GEN11LP_CORE`) and Gen12LP (`IGFX_GEN12LP_CORE`).
pub const SUPPORTED_FAMILIES: &[u32] = &[12, 15, 16, 18];

/// ocloc device names that build binaries of a modelled generation (what a launch file's
/// `device:` may name): Gen9 (Skylake and its derivatives), Gen11 (Ice Lake, Lakefield,
/// Elkhart/Jasper Lake) and Gen12LP (Tiger Lake, Rocket Lake, Alder Lake S/P, DG1).
pub const SUPPORTED_DEVICES: &[(&str, Generation)] = {
    use Generation::{Gen11, Gen12lp, Gen9};
    &[
        ("skl", Gen9),
        ("kbl", Gen9),
        ("cfl", Gen9),
        ("apl", Gen9),
        ("glk", Gen9),
        ("cml", Gen9),
        ("aml", Gen9),
        ("whl", Gen9),
        ("icllp", Gen11),
        ("lkf", Gen11),
        ("ehl", Gen11),
        ("jsl", Gen11),
        ("tgllp", Gen12lp),
        ("rkl", Gen12lp),
        ("adl-s", Gen12lp),
        ("adl-p", Gen12lp),
        ("dg1", Gen12lp),
    ]
};

/// The generation ocloc builds for device `name` (`None`: not one eusim models).
pub fn device_generation(name: &str) -> Option<Generation> {
    SUPPORTED_DEVICES
        .iter()
        .find(|(d, _)| *d == name)
        .map(|&(_, g)| g)
}

/// The generation and example devices of a `GFXCORE_FAMILY` code.
pub fn family_name(code: u32) -> &'static str {
    match code {
        11 => "Gen8 (Broadwell: bdw)",
        12 => "Gen9 (Skylake, Kaby Lake, Coffee Lake: skl, kbl, cfl)",
        13 | 14 => "Gen10 (Cannon Lake)",
        15 | 16 => "Gen11 (Ice Lake: icllp)",
        17 => "Gen12",
        18 => "Gen12LP / Xe-LP (Tiger Lake, DG1: tgllp, dg1)",
        0xc05 => "Xe-HP",
        0xc07 => "Xe-HPG (DG2 / Arc: dg2)",
        0xc08 => "Xe-HPC (Ponte Vecchio: pvc)",
        _ => "an unknown generation",
    }
}

/// The generation of a program's device family, if a machine configuration models it.
pub fn generation_of(p: &Program) -> Option<Generation> {
    if !SUPPORTED_FAMILIES.contains(&p.header.device) {
        return None;
    }
    isa::Platform::from_core_family(p.header.device).map(Generation::of_platform)
}

fn supported_list() -> String {
    Generation::ALL
        .iter()
        .map(|&g| format!("{} (family {})", g.platform(), family_codes(g)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Refuses a program whose device family no machine configuration models, naming the family
/// and the supported ones.
pub fn check_device(p: &Program) -> Result<()> {
    if generation_of(p).is_some() {
        return Ok(());
    }
    let code = p.header.device;
    Err(LoadError::malformed(
        p.device_binary_offset + 8,
        format!(
            "the program was built for {} (device family {code}, stepping {}); eusim models \
             only {}: rebuild with `-device skl`, `icllp` or `tgllp`",
            family_name(code),
            p.header.stepping_id,
            supported_list()
        ),
    ))
}

/// Refuses a program built for another generation than the machine `machine` models
/// (`generation`), naming both and the preset of the program's own generation.
pub fn check_generation(p: &Program, machine: &str, generation: Generation) -> Result<()> {
    let Some(g) = generation_of(p) else {
        return check_device(p);
    };
    let code = p.header.device;
    if g == generation {
        return Ok(());
    }
    Err(LoadError::malformed(
        p.device_binary_offset + 8,
        format!(
            "the program was built for {} (device family {code}, stepping {}); the machine \
                 `{machine}` models only {} (family {}): run it on a {} machine (`--config {}`) \
                 or rebuild for {}",
            family_name(code),
            p.header.stepping_id,
            generation.platform(),
            family_codes(generation),
            g.platform(),
            g.default_preset(),
            generation.platform(),
        ),
    ))
}

fn family_codes(g: Generation) -> String {
    SUPPORTED_FAMILIES
        .iter()
        .filter(|&&c| isa::Platform::from_core_family(c) == Some(g.platform()))
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Refuses a kernel whose header or tokens cannot be run: a checksum that does not match its
/// contents (a damaged file), a SIMD width other than 8, 16 or 32, a required work-group size
/// with a zero dimension or over 256 work-items, or cross-thread data that cannot fit the
/// 128-GRF thread payload.
pub fn check_kernel(k: &Kernel) -> Result<()> {
    let bad = |why: String| {
        Err(LoadError::malformed(
            k.offset,
            format!("kernel `{}`: {why}", k.name),
        ))
    };
    if !k.checksum_ok() {
        return bad(format!(
            "header checksum {:#010x} does not match the contents ({:#010x}): the binary is \
             damaged",
            k.header.checksum, k.computed_checksum
        ));
    }
    match k.simd_width() {
        None | Some(8 | 16 | 32) => {}
        Some(w) => {
            return bad(format!(
                "SIMD width {w} (LargestCompiledSIMDSize) is not 8, 16 or 32"
            ))
        }
    }
    if let Some(e) = &k.execution_environment {
        let r = e.required_work_group_size;
        if r != [0, 0, 0] {
            if r.contains(&0) {
                return bad(format!(
                    "required work-group size {r:?} has a zero dimension"
                ));
            }
            let items = r.iter().map(|&v| u64::from(v)).product::<u64>();
            if items > 256 {
                return bad(format!(
                    "required work-group size {r:?} ({items} work-items) exceeds Gen9's 256"
                ));
            }
        }
    }
    if k.cross_thread_data_size > 128 * 32 {
        return bad(format!(
            "{} bytes of cross-thread data cannot fit the 128-GRF thread payload",
            k.cross_thread_data_size
        ));
    }
    let ctd = u64::from(k.cross_thread_data_size).div_ceil(32) * 32;
    if let Some(p) = k
        .data_parameters
        .iter()
        .find(|p| u64::from(p.offset) + u64::from(p.size) > ctd)
    {
        return bad(format!(
            "data parameter {} at cross-thread offset {:#x}+{} lies outside the {ctd} bytes of \
             cross-thread data",
            p.kind, p.offset, p.size
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn family_names_cover_what_ocloc_builds() {
        assert!(family_name(15).contains("Gen11"));
        assert!(family_name(18).contains("Gen12LP"));
        assert!(family_name(0xc08).contains("pvc"));
        assert_eq!(family_name(99), "an unknown generation");
    }
}
