//! The shared functions a running kernel's sends reach: data port (buffers, SLM, scratch),
//! image and sampler messages, message gateway (barriers) and thread spawner (end of thread).
//!
//! Each message arrives decoded ([`SendRequest::msg`]) and is answered with a [`SendReply`]:
//! the unit that served it and, in timing mode, its [`Footprint`] (borrowed from
//! [`GroupShared::footprint`] until the next message).

use super::functional::Bindings;
use super::MessageCounts;
use eu_model::{SendError, SendReply, SendRequest, ServedBy, SharedFunctions, ThreadId};
use isa::message::{GatewayOp, MessageKind, Unit};
use memory_model::{DataPortCtx, Footprint, Memory, Surfaces};

/// The shared functions of one work-group's threads.
pub struct GroupShared<'a> {
    /// Global memory.
    pub memory: &'a mut Memory,
    /// Binding table of the kernel's stateful surfaces.
    pub surfaces: &'a Surfaces,
    /// Image surfaces by binding-table index.
    pub images: &'a sampler::Images,
    /// Inline sampler states.
    pub samplers: &'a sampler::Samplers,
    /// The group's shared local memory.
    pub slm: &'a mut [u8],
    /// Message counters.
    pub counts: &'a mut MessageCounts,
    /// When set (timing mode), data-port, image and sampler messages record the memory they
    /// touch here (cleared first) and return it in their reply. Its buffers are reused from
    /// send to send.
    pub footprint: Option<&'a mut Footprint>,
}

impl<'a> GroupShared<'a> {
    /// The shared functions of a group whose kernel has `bindings`; `footprint` as in
    /// [`GroupShared::footprint`].
    pub fn new(
        memory: &'a mut Memory,
        bindings: &Bindings<'a>,
        slm: &'a mut [u8],
        counts: &'a mut MessageCounts,
        footprint: Option<&'a mut Footprint>,
    ) -> Self {
        GroupShared {
            memory,
            surfaces: bindings.surfaces,
            images: bindings.images,
            samplers: bindings.samplers,
            slm,
            counts,
            footprint,
        }
    }
}

impl SharedFunctions for GroupShared<'_> {
    fn send(
        &mut self,
        _thread: ThreadId,
        req: &SendRequest<'_>,
        response: &mut [u8],
    ) -> Result<SendReply<'_>, SendError> {
        let msg = req.msg;
        let unit = msg.unit();
        self.counts.count(unit);
        match unit {
            Unit::DataPort => {
                let served_by = req.served_by;
                // Lanes the message does not return keep the destination registers' contents
                // (`response` is those registers). Stateless base 0.
                let Some(slot) = self.footprint.as_deref_mut() else {
                    let mut ctx = DataPortCtx::new(self.memory, self.surfaces, self.slm);
                    let result = memory_model::execute_into(
                        msg,
                        req.payload,
                        req.exec_mask,
                        &mut ctx,
                        response,
                    );
                    self.counts.clipped(ctx.clipped);
                    result?;
                    return Ok(SendReply::done(served_by));
                };
                slot.clear();
                let mut ctx = DataPortCtx::recording(self.memory, self.surfaces, self.slm, slot);
                let result =
                    memory_model::execute_into(msg, req.payload, req.exec_mask, &mut ctx, response);
                self.counts.clipped(ctx.clipped);
                result?;
                Ok(SendReply {
                    footprint: self.footprint.as_deref(),
                    ..SendReply::done(served_by)
                })
            }
            Unit::Gateway => match msg.kind {
                MessageKind::Gateway {
                    op: GatewayOp::Barrier,
                } => Ok(SendReply::barrier()),
                kind => Err(SendError::Unsupported {
                    sfid: msg.sfid,
                    desc: req.desc,
                    kind,
                }),
            },
            Unit::EndOfThread => Ok(SendReply::done(ServedBy::EndOfThread)),
            Unit::Image | Unit::Sampler => {
                let served_by = req.served_by;
                let mut ctx = sampler::ImageCtx {
                    memory: self.memory,
                    images: self.images,
                    samplers: self.samplers,
                };
                let mut rec = self.footprint.as_deref_mut();
                if let Some(f) = rec.as_deref_mut() {
                    f.clear();
                }
                let recording = rec.is_some();
                sampler::execute_into(msg, req.payload, req.exec_mask, &mut ctx, rec, response)?;
                Ok(SendReply {
                    footprint: self.footprint.as_deref().filter(|_| recording),
                    ..SendReply::done(served_by)
                })
            }
        }
    }
}
