//! Validation at load: every parameter inside its declared range, then the rules that tie
//! parameters together (a cache must hold at least one set, the machine must be one a Gen9
//! dispatcher could address). Runs for every mode, so a bad value is a one-line error before
//! anything is simulated, never a huge allocation or a silently clamped number.

use super::{ConfigError, MachineConfig};

/// Hardware threads of the largest machine accepted (far beyond any Gen9 part; bounds the
/// simulator's per-thread state).
const MAX_THREADS: u32 = 1 << 16;

/// Most host memory the timing model's tables (cache tags of every L3 slice, sampler cache and
/// instruction cache) may take: 4 GiB. Larger machines are refused at load, before anything
/// is allocated.
pub const MAX_MODEL_STATE: u64 = 4 << 30;

/// Host bytes per modelled cache line, an upper bound: a tag entry (tag, age, dirty: 24 B)
/// plus its share of a set's header (at most 24 B).
const BYTES_PER_LINE: u64 = 48;

/// A cache: `field` of `bytes` in lines of `line` bytes with `ways` ways must hold one set.
fn cache_holds_a_set(
    field: &str,
    bytes: u32,
    line: u32,
    ways: u32,
    ways_field: &str,
) -> Result<(), String> {
    if bytes > 0 && bytes / line.max(1) < ways {
        return Err(format!(
            "`{field}` = {bytes} holds {} lines of {line} B, fewer than `{ways_field}` = {ways}",
            bytes / line.max(1)
        ));
    }
    Ok(())
}

impl MachineConfig {
    /// An upper bound of the host memory the timing model's cache tables take.
    pub fn model_state_bytes(&self) -> u64 {
        let (t, m, e) = (&self.topology, &self.memory, &self.timing);
        let lines = |bytes: u32, line: u32| u64::from(bytes) / u64::from(line.max(1)) + 1;
        let slices = u64::from(t.slices);
        let subslices = slices * u64::from(t.subslices_per_slice);
        let total = slices * lines(m.l3_bytes_per_slice, m.line_bytes)
            + subslices
                * (lines(m.sampler_cache_bytes, m.line_bytes)
                    + lines(e.icache_bytes, e.icache_line_bytes));
        total.saturating_mul(BYTES_PER_LINE)
    }

    /// Reserves (and releases) [`Self::model_state_bytes`] of host memory: a machine the host
    /// cannot hold is an error here, never an abort inside the model.
    pub fn reserve_model_state(&self) -> Result<(), ConfigError> {
        let bytes = self.model_state_bytes();
        let mut probe: Vec<u8> = Vec::new();
        probe
            .try_reserve_exact(bytes as usize)
            .map_err(|_| ConfigError::Invalid {
                config: self.name.clone(),
                msg: format!(
                    "the host cannot allocate the {bytes} bytes the timing model of this machine \
                     needs"
                ),
            })
    }

    /// Checks every declared range and the rules between parameters (done at load and by
    /// every `set`; a simulation checks again, for configurations built in code).
    pub fn validate(&self) -> Result<(), ConfigError> {
        let invalid = |msg: String| ConfigError::Invalid {
            config: self.name.clone(),
            msg,
        };
        params::check(self).map_err(|e| invalid(e.to_string()))?;
        let t = &self.topology;
        let threads = u64::from(t.slices)
            * u64::from(t.subslices_per_slice)
            * u64::from(t.eus_per_subslice)
            * u64::from(t.threads_per_eu);
        if threads > u64::from(MAX_THREADS) {
            return Err(invalid(format!(
                "`topology` has {threads} hardware threads, more than the {MAX_THREADS} this \
                 simulator accepts"
            )));
        }
        if t.disabled_eus > t.subslices() * (t.eus_per_subslice - 1) {
            return Err(invalid(format!(
                "`topology.disabled_eus` = {} leaves a subslice without an EU ({} subslices of {} EUs)",
                t.disabled_eus,
                t.subslices(),
                t.eus_per_subslice
            )));
        }
        let m = &self.memory;
        let e = &self.timing;
        for (field, bytes, line, ways, ways_field) in [
            (
                "memory.l3_bytes_per_slice",
                m.l3_bytes_per_slice,
                m.line_bytes,
                m.l3_ways,
                "memory.l3_ways",
            ),
            (
                "memory.sampler_cache_bytes",
                m.sampler_cache_bytes,
                m.line_bytes,
                m.sampler_cache_ways,
                "memory.sampler_cache_ways",
            ),
            (
                "timing.icache_bytes",
                e.icache_bytes,
                e.icache_line_bytes,
                e.icache_ways,
                "timing.icache_ways",
            ),
        ] {
            cache_holds_a_set(field, bytes, line, ways, ways_field).map_err(invalid)?;
        }
        let state = self.model_state_bytes();
        if state > MAX_MODEL_STATE {
            return Err(invalid(format!(
                "the caches of this machine need about {} MiB of model state, more than the {} \
                 MiB the simulator accepts (`memory.l3_bytes_per_slice`, \
                 `memory.sampler_cache_bytes`, `timing.icache_bytes` times slices and subslices)",
                state >> 20,
                MAX_MODEL_STATE >> 20
            )));
        }
        if !m.slm_bank_bytes.is_power_of_two() {
            return Err(invalid(format!(
                "`memory.slm_bank_bytes` = {} is not a power of two",
                m.slm_bank_bytes
            )));
        }
        if !m.line_bytes.is_power_of_two() {
            return Err(invalid(format!(
                "`memory.line_bytes` = {} is not a power of two",
                m.line_bytes
            )));
        }
        Ok(())
    }
}
