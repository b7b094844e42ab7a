//! When a send completes in timing mode, from its reply: the unit that served it and the
//! memory it touched.

use eu_model::{SendReply, ServedBy};
use timing::eu::EuTimingConfig;
use timing::MemoryTiming;

/// Cycle a send issued to the shared functions at cycle `sent` (after its payload has left
/// the EU) completes: when its response registers are written.
pub(super) fn send_completion(
    reply: &SendReply<'_>,
    mem: &mut MemoryTiming,
    cfg: &EuTimingConfig,
    sent: u64,
    subslice: usize,
) -> u64 {
    match reply.served_by {
        ServedBy::DataPort | ServedBy::Slm | ServedBy::Image => match reply.footprint {
            Some(fp) => mem.access(sent, subslice, fp),
            None => sent,
        },
        ServedBy::Fence => mem.fence(sent, subslice),
        ServedBy::Sampler => match reply.footprint {
            Some(fp) => mem.sample(sent, subslice, fp, u64::from(cfg.sampler_latency)),
            None => sent + u64::from(cfg.sampler_latency),
        },
        ServedBy::Gateway => sent + u64::from(cfg.barrier_latency),
        ServedBy::EndOfThread => sent,
    }
}
