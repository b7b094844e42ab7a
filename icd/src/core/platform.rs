//! The platform `eusim` and its one device, the configured machine.
//!
//! `EUSIM_CONFIG` names a preset or a machine file (default `gen9-gt2`), `EUSIM_SET` applies
//! `key=value` overrides separated by commas, and `EUSIM_MODE=functional` runs kernels
//! without the timing model. A configuration that does not load leaves the platform without
//! devices and says why once on stderr.

use std::sync::{Arc, LazyLock, Mutex};

use eusim::config::MachineConfig;

use super::handle::{register_forever, Obj};
use super::info::{make_version, name_versions, strb, u32b, u64b};
use crate::cl::*;

/// The platform.
pub struct Platform {
    /// Its devices (none when the configuration failed to load).
    pub devices: Vec<Arc<Obj<Device>>>,
}

/// The simulated GPU.
pub struct Device {
    /// The simulator's device.
    pub sim: eusim::api::Device,
    /// The machine.
    pub config: MachineConfig,
    /// Run kernels functionally (no timing, kernel time 0).
    pub functional: bool,
    /// Largest allocation (`CL_DEVICE_MAX_MEM_ALLOC_SIZE`; `EUSIM_MAX_ALLOC` bytes).
    pub max_alloc: u64,
    /// End of the last command on the device timeline, in ns (profiling timestamps).
    pub timeline: Mutex<u64>,
}

/// Version of the OpenCL API the platform implements.
pub const CL_VERSION: &str = "OpenCL 3.0";

static PLATFORM: LazyLock<Arc<Obj<Platform>>> = LazyLock::new(|| {
    let functional = std::env::var("EUSIM_MODE").is_ok_and(|m| m == "functional");
    let made = machine_from_env().and_then(|config| {
        let max_alloc = max_alloc_from_env()?;
        Ok((
            crate::backend::device(config.clone(), functional)?,
            config,
            max_alloc,
        ))
    });
    let devices = match made {
        Ok((sim, config, max_alloc)) => {
            vec![register_forever(Device {
                sim,
                config,
                functional,
                max_alloc,
                timeline: Mutex::new(0),
            })]
        }
        Err(e) => {
            eprintln!("eusim ICD: no device: {e}");
            Vec::new()
        }
    };
    register_forever(Platform { devices })
});

/// The one platform.
pub fn platform() -> &'static Arc<Obj<Platform>> {
    &PLATFORM
}

/// The machine that `EUSIM_CONFIG` and `EUSIM_SET` describe.
pub fn machine_from_env() -> Result<MachineConfig, String> {
    let name = std::env::var("EUSIM_CONFIG").unwrap_or_else(|_| "gen9-gt2".to_string());
    let mut config = MachineConfig::load(&name).map_err(|e| format!("EUSIM_CONFIG: {e}"))?;
    if let Ok(sets) = std::env::var("EUSIM_SET") {
        for s in sets.split(',').filter(|s| !s.trim().is_empty()) {
            config.set(s).map_err(|e| format!("EUSIM_SET: {e}"))?;
        }
    }
    config
        .validate()
        .map_err(|e| format!("EUSIM_CONFIG `{name}`: {e}"))?;
    Ok(config)
}

/// `EUSIM_MAX_ALLOC`: the largest allocation in bytes (a suffix `K`, `M` or `G` multiplies by
/// 2^10, 2^20, 2^30), at least 1 MiB; default 1 GiB.
fn max_alloc_from_env() -> Result<u64, String> {
    let Ok(text) = std::env::var("EUSIM_MAX_ALLOC") else {
        return Ok(crate::core::device_info::DEFAULT_MAX_ALLOC);
    };
    let t = text.trim();
    let (digits, shift) = match t.chars().last() {
        Some('K' | 'k') => (&t[..t.len() - 1], 10),
        Some('M' | 'm') => (&t[..t.len() - 1], 20),
        Some('G' | 'g') => (&t[..t.len() - 1], 30),
        _ => (t, 0),
    };
    digits
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(1 << shift))
        .filter(|&n| n >= 1 << 20)
        .ok_or_else(|| format!("EUSIM_MAX_ALLOC `{text}`: expected bytes of at least 1M, e.g. 64M"))
}

/// `clGetPlatformInfo`: the bytes of `param`, `None` for an unknown name.
pub fn platform_info(param: u32) -> Option<Vec<u8>> {
    Some(match param {
        CL_PLATFORM_PROFILE => strb("FULL_PROFILE"),
        CL_PLATFORM_VERSION => strb(&format!("{CL_VERSION} eusim {}", env!("CARGO_PKG_VERSION"))),
        CL_PLATFORM_NAME => strb("eusim"),
        CL_PLATFORM_VENDOR => strb("eusim"),
        CL_PLATFORM_EXTENSIONS => strb("cl_khr_icd"),
        CL_PLATFORM_ICD_SUFFIX_KHR => strb("eusim"),
        CL_PLATFORM_HOST_TIMER_RESOLUTION => u64b(0),
        CL_PLATFORM_NUMERIC_VERSION => u32b(make_version(3, 0, 0)),
        CL_PLATFORM_EXTENSIONS_WITH_VERSION => {
            name_versions(&["cl_khr_icd"], make_version(1, 0, 0))
        }
        _ => return None,
    })
}
