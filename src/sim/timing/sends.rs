//! Send messages in timing mode: the group's shared functions plus what the timing model needs
//! to know about each message (which unit, which memory lines).

use crate::sim::shared::GroupShared;
use eu_model::timing::EuTimingConfig;
use eu_model::{SendError, SendOutcome, SendRequest, SharedFunctions, ThreadId};
use isa::message::{self, MessageKind, Unit};
use memory_model::{DataPortCtx, Footprint, MemoryTiming};

/// What the last send of a step reached (for its timing).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum SendKind {
    DataPort,
    Fence,
    Gateway,
    EndOfThread,
    Image,
}

/// The group's shared functions plus footprint capture for data-port messages.
pub(super) struct TimedShared<'a> {
    pub(super) inner: GroupShared<'a>,
    pub(super) footprint: Option<Footprint>,
    pub(super) kind: Option<SendKind>,
}

impl SharedFunctions for TimedShared<'_> {
    fn send(
        &mut self,
        thread: ThreadId,
        req: &SendRequest<'_>,
        response: &mut [u8],
    ) -> Result<SendOutcome, SendError> {
        let msg = message::decode(req.sfid, req.desc, req.ex_desc, req.exec_size)
            .map_err(|e| SendError::Unsupported(e.to_string()))?;
        match msg.unit() {
            Unit::DataPort => {
                self.kind = Some(if matches!(msg.kind, MessageKind::MemoryFence { .. }) {
                    SendKind::Fence
                } else {
                    SendKind::DataPort
                });
                self.inner.counts.data_port += 1;
                let mut ctx =
                    DataPortCtx::new(self.inner.memory, self.inner.surfaces, self.inner.slm)
                        .with_stateless_base(0)
                        .with_footprint();
                let data = memory_model::execute(&msg, req.payload, req.exec_mask, &mut ctx)
                    .map_err(|e| match e {
                        memory_model::DataPortError::OutOfBounds { .. }
                        | memory_model::DataPortError::UnboundSurface { .. } => {
                            SendError::BadAddress(e.to_string())
                        }
                        other => SendError::Unsupported(other.to_string()),
                    })?;
                self.footprint = ctx.footprint.take();
                let n = data.len().min(response.len());
                response[..n].copy_from_slice(&data[..n]);
                Ok(SendOutcome::Done)
            }
            unit => {
                self.kind = Some(match unit {
                    Unit::Gateway => SendKind::Gateway,
                    Unit::EndOfThread => SendKind::EndOfThread,
                    _ => SendKind::Image,
                });
                self.inner.send(thread, req, response)
            }
        }
    }
}

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
        Some(SendKind::DataPort) => match footprint {
            Some(fp) => mem.access(sent, subslice, fp),
            None => sent,
        },
        Some(SendKind::Fence) => mem.fence(sent, subslice),
        Some(SendKind::Image) => sent + u64::from(cfg.sampler_latency),
        Some(SendKind::Gateway) => sent + u64::from(cfg.barrier_latency),
        Some(SendKind::EndOfThread) | None => sent,
    }
}
