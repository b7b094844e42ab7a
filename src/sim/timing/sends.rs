//! When a send completes in timing mode, from what it reached and the memory lines it touched
//! (recorded by the group's shared functions, `GroupShared::footprint`).

use crate::sim::shared::SendKind;
use eu_model::timing::EuTimingConfig;
use memory_model::{Footprint, MemoryTiming};

/// Cycle a send issued to the shared functions at cycle `sent` (after its payload has left
/// the EU) completes: when its response registers are written.
pub(super) fn send_completion(
    kind: Option<SendKind>,
    footprint: Option<&Footprint>,
    mem: &mut MemoryTiming,
    cfg: &EuTimingConfig,
    sent: u64,
    subslice: usize,
) -> u64 {
    match kind {
        Some(SendKind::DataPort | SendKind::Image) => match footprint {
            Some(fp) => mem.access(sent, subslice, fp),
            None => sent,
        },
        Some(SendKind::Fence) => mem.fence(sent, subslice),
        Some(SendKind::Sampler) => match footprint {
            Some(fp) => mem.sample(sent, subslice, fp, u64::from(cfg.sampler_latency)),
            None => sent + u64::from(cfg.sampler_latency),
        },
        Some(SendKind::Gateway) => sent + u64::from(cfg.barrier_latency),
        Some(SendKind::EndOfThread) | None => sent,
    }
}
