//! The EU's send port: where a message goes once its payload has left the EU, and when it
//! completes — from the unit that served it ([`ServedBy`]) and the memory it touched
//! ([`Footprint`]). Data-port, image and fence messages go to the subslice's data port and
//! on to the L3 ([`MemoryTiming::access`], [`MemoryTiming::fence`]), sampler messages to
//! the sampler and its cache ([`MemoryTiming::sample`]), barriers to the gateway.

use isa::message::{Footprint, ServedBy};

use crate::eu::EuTimingConfig;
use crate::memory::MemoryTiming;

/// What the shared function that served a message reports to the port.
#[derive(Clone, Copy, Debug)]
pub struct Served<'a> {
    /// The unit that served the message.
    pub served_by: ServedBy,
    /// The memory it touched, if recorded.
    pub footprint: Option<&'a Footprint>,
}

/// Cycle a send issued to the shared functions at cycle `sent` (after its payload has left
/// the EU) completes: when its response registers are written.
pub fn send_completion(
    reply: &Served<'_>,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::MemoryTimingConfig;

    fn served(served_by: ServedBy) -> Served<'static> {
        Served {
            served_by,
            footprint: None,
        }
    }

    #[test]
    fn the_gateway_and_the_sampler_add_their_latencies() {
        let cfg = EuTimingConfig::default();
        let mut mem = MemoryTiming::new(MemoryTimingConfig::default(), 1150.0, 1, 3);
        let at = |s, mem: &mut MemoryTiming| send_completion(&served(s), mem, &cfg, 100, 0);
        assert_eq!(
            at(ServedBy::Gateway, &mut mem),
            100 + u64::from(cfg.barrier_latency)
        );
        assert_eq!(
            at(ServedBy::Sampler, &mut mem),
            100 + u64::from(cfg.sampler_latency)
        );
        assert_eq!(at(ServedBy::EndOfThread, &mut mem), 100);
        // a fence waits one data-port slot and one L3 round trip
        let l3 = u64::from(mem.config().l3_hit_latency);
        assert_eq!(at(ServedBy::Fence, &mut mem), 100 + 1 + l3);
    }
}
