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
    /// Media block and typed-surface messages: data-port traffic through the image's tiling.
    Image,
    /// Sampler messages (`ld`, `sample`): the subslice's sampler and its cache.
    Sampler,
}

/// The group's shared functions plus footprint capture for data-port, image and sampler
/// messages.
pub(super) struct TimedShared<'a> {
    pub(super) inner: GroupShared<'a>,
    /// The machine's reusable footprint (its allocations survive from send to send); valid
    /// only when `recorded`.
    pub(super) footprint: &'a mut Footprint,
    /// `footprint` holds what the last data-port, image or sampler message touched.
    pub(super) recorded: bool,
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
                self.recorded = false;
                self.footprint.clear();
                let mut ctx =
                    DataPortCtx::new(self.inner.memory, self.inner.surfaces, self.inner.slm)
                        .with_stateless_base(0);
                ctx.footprint = Some(std::mem::take(self.footprint));
                let result = memory_model::execute(&msg, req.payload, req.exec_mask, &mut ctx);
                // hand the buffers back whatever happened
                *self.footprint = ctx.footprint.take().unwrap_or_default();
                let data = result.map_err(|e| match e {
                    memory_model::DataPortError::OutOfBounds { .. }
                    | memory_model::DataPortError::UnboundSurface { .. } => {
                        SendError::BadAddress(e.to_string())
                    }
                    other => SendError::Unsupported(other.to_string()),
                })?;
                self.recorded = true;
                let n = data.len().min(response.len());
                response[..n].copy_from_slice(&data[..n]);
                Ok(SendOutcome::Done)
            }
            Unit::Image | Unit::Sampler => {
                self.kind = Some(if msg.unit() == Unit::Sampler {
                    SendKind::Sampler
                } else {
                    SendKind::Image
                });
                self.inner.counts.image += 1;
                let mut ctx = sampler::ImageCtx {
                    memory: self.inner.memory,
                    images: self.inner.images,
                    samplers: self.inner.samplers,
                };
                self.recorded = false;
                self.footprint.clear();
                let data = sampler::execute_recording(
                    &msg,
                    req.payload,
                    req.exec_mask,
                    &mut ctx,
                    self.footprint,
                )
                .map_err(|e| SendError::Unsupported(e.to_string()))?;
                self.recorded = true;
                let n = data.len().min(response.len());
                response[..n].copy_from_slice(&data[..n]);
                Ok(SendOutcome::Done)
            }
            unit => {
                self.kind = Some(match unit {
                    Unit::Gateway => SendKind::Gateway,
                    _ => SendKind::EndOfThread,
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
