//! The machine's ceilings, from its configuration: the peaks the analysis sections compare a
//! run against (compute, L3, data ports, LLC, DRAM) and the limits of occupancy.

use eusim::config::MachineConfig;

/// Peaks and limits of one machine configuration.
#[derive(Clone, Debug, PartialEq)]
pub struct Machine {
    /// Core clock, MHz.
    pub clock_mhz: f64,
    /// Subslices.
    pub subslices: u32,
    /// Enabled EUs.
    pub eus: u32,
    /// EUs per subslice (before fused-off ones).
    pub eus_per_subslice: u32,
    /// Hardware threads per EU the thread slots allow.
    pub threads_per_eu: u32,
    /// Hardware threads per EU the GRF allows (`grf_bytes_per_eu` / 4 KB).
    pub grf_threads_per_eu: u32,
    /// Work-groups with barriers one subslice holds.
    pub barriers_per_subslice: u32,
    /// SLM of one subslice, bytes.
    pub slm_bytes_per_subslice: u32,
    /// fp32 FLOPs per cycle of the whole GPU: EUs x 2 FPUs x lanes (`fpu_bytes_per_cycle` / 4)
    /// x 2 (a fused multiply-add counts two).
    pub flops_per_cycle: f64,
    /// L3 bytes per cycle: slices x banks x bytes per bank-cycle.
    pub l3_bytes_per_cycle: f64,
    /// Data-port bytes per cycle, all subslices, one way.
    pub dataport_bytes_per_cycle: f64,
    /// LLC bytes per cycle (0 without an LLC).
    pub llc_bytes_per_cycle: f64,
    /// DRAM GB/s.
    pub dram_gbps: f64,
}

impl Machine {
    /// The ceilings of `c`.
    pub fn new(c: &MachineConfig) -> Self {
        let t = &c.topology;
        let m = &c.memory;
        let eus = t.eus();
        let lanes = f64::from(c.timing.fpu_bytes_per_cycle) / 4.0;
        Machine {
            clock_mhz: f64::from(c.clock_mhz),
            subslices: t.subslices(),
            eus,
            eus_per_subslice: t.eus_per_subslice,
            threads_per_eu: t.threads_per_eu,
            grf_threads_per_eu: t.grf_bytes_per_eu / eusim::config::GRF_BYTES_PER_THREAD,
            barriers_per_subslice: c.barriers_per_subslice,
            slm_bytes_per_subslice: c.slm_bytes_per_subslice,
            flops_per_cycle: f64::from(eus) * 2.0 * lanes * 2.0,
            l3_bytes_per_cycle: f64::from(t.slices * m.l3_banks * m.l3_bank_bytes_per_cycle),
            dataport_bytes_per_cycle: f64::from(t.subslices() * m.dataport_bytes_per_cycle),
            llc_bytes_per_cycle: if m.llc_bytes > 0 {
                f64::from(m.llc_bytes_per_cycle)
            } else {
                0.0
            },
            dram_gbps: m.dram_gbps,
        }
    }

    /// Bytes per cycle as GB/s at this clock.
    pub fn gbps(&self, bytes_per_cycle: f64) -> f64 {
        bytes_per_cycle * self.clock_mhz / 1000.0
    }

    /// Peak fp32 GFLOPS.
    pub fn peak_gflops(&self) -> f64 {
        self.gbps(self.flops_per_cycle)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gen9_gt2_ceilings_match_the_whitepaper() {
        let m = Machine::new(&MachineConfig::load("gen9-gt2").unwrap());
        // Intel, "The Compute Architecture of Intel Processor Graphics Gen9", section 5.3.2:
        // 16 fp32 FLOPs per EU-cycle (2 SIMD-4 FPUs, fused multiply-add); 24 EUs at 1150 MHz
        assert_eq!(m.flops_per_cycle, 24.0 * 16.0);
        assert!((m.peak_gflops() - 441.6).abs() < 1e-9);
        // section 5.4.4: 64 B/cycle per data port; 3 subslices
        assert_eq!(m.dataport_bytes_per_cycle, 192.0);
        assert_eq!(m.dram_gbps, 23.0);
        assert_eq!((m.threads_per_eu, m.grf_threads_per_eu), (7, 7));
    }
}
