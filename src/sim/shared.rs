//! The shared functions a running kernel's sends reach: data port (buffers, SLM, scratch),
//! message gateway (barriers) and thread spawner (end of thread).

use eu_model::{SendError, SendOutcome, SendRequest, SharedFunctions, ThreadId};
use isa::message::{self, GatewayOp, MessageKind, Unit};
use memory_model::{DataPortCtx, Footprint, Memory, Surfaces};

/// What a send reached (the timing model prices each kind differently).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SendKind {
    /// Data-port access (buffers, SLM, scratch, atomics).
    DataPort,
    /// Memory fence.
    Fence,
    /// Message gateway (barrier).
    Gateway,
    /// End of thread.
    EndOfThread,
    /// Media block and typed-surface messages: data-port traffic through the image's tiling.
    Image,
    /// Sampler messages (`ld`, `sample`): the subslice's sampler and its cache.
    Sampler,
}

/// Message counters by unit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
pub struct MessageCounts {
    /// Data-port messages (buffers, SLM, scratch, fences).
    pub data_port: u64,
    /// Gateway messages (barriers).
    pub gateway: u64,
    /// End-of-thread messages.
    pub end_of_thread: u64,
    /// Image messages (media block, typed surface) and sampler messages.
    pub image: u64,
}

impl MessageCounts {
    /// Adds another run's counts.
    pub fn add(&mut self, o: &MessageCounts) {
        self.data_port += o.data_port;
        self.gateway += o.gateway;
        self.end_of_thread += o.end_of_thread;
        self.image += o.image;
    }
}

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
    /// When set (timing mode), data-port, image and sampler messages record the memory lines
    /// they touch here, cleared first. Its buffers are reused from send to send.
    pub footprint: Option<&'a mut Footprint>,
    /// What the last send reached.
    pub last: Option<SendKind>,
    /// Whether `footprint` holds the last send's lines (it completed and was recorded).
    pub recorded: bool,
}

impl GroupShared<'_> {
    /// Clears the footprint before a message that may record one.
    fn start_recording(&mut self) -> Option<&mut Footprint> {
        self.recorded = false;
        let fp = self.footprint.as_deref_mut()?;
        fp.clear();
        Some(fp)
    }
}

impl SharedFunctions for GroupShared<'_> {
    fn send(
        &mut self,
        _thread: ThreadId,
        req: &SendRequest<'_>,
        response: &mut [u8],
    ) -> Result<SendOutcome, SendError> {
        let msg = message::decode(req.sfid, req.desc, req.ex_desc, req.exec_size)
            .map_err(|e| SendError::Unsupported(e.to_string()))?;
        match msg.unit() {
            Unit::DataPort => {
                self.last = Some(if matches!(msg.kind, MessageKind::MemoryFence { .. }) {
                    SendKind::Fence
                } else {
                    SendKind::DataPort
                });
                self.counts.data_port += 1;
                let fp = self.start_recording().map(std::mem::take);
                let recording = fp.is_some();
                let mut ctx =
                    DataPortCtx::new(self.memory, self.surfaces, self.slm).with_stateless_base(0);
                ctx.footprint = fp;
                let to_send_error = |e: memory_model::DataPortError| match e {
                    memory_model::DataPortError::OutOfBounds { .. }
                    | memory_model::DataPortError::UnboundSurface { .. } => {
                        SendError::BadAddress(e.to_string())
                    }
                    other => SendError::Unsupported(other.to_string()),
                };
                // The response is zero where the message returns nothing (as `execute`'s
                // buffer is); written in place when it holds the whole response.
                let rbytes = msg.rlen as usize * 32;
                let result = match response.get_mut(..rbytes) {
                    Some(out) => {
                        out.fill(0);
                        memory_model::execute_into(&msg, req.payload, req.exec_mask, &mut ctx, out)
                    }
                    None => memory_model::execute(&msg, req.payload, req.exec_mask, &mut ctx).map(
                        |data| {
                            let n = data.len().min(response.len());
                            response[..n].copy_from_slice(&data[..n]);
                        },
                    ),
                };
                // hand the footprint's buffers back whatever happened
                let fp = ctx.footprint.take();
                if let (Some(slot), Some(fp)) = (self.footprint.as_deref_mut(), fp) {
                    *slot = fp;
                }
                result.map_err(to_send_error)?;
                self.recorded = recording;
                Ok(SendOutcome::Done)
            }
            Unit::Gateway => {
                self.last = Some(SendKind::Gateway);
                self.counts.gateway += 1;
                match msg.kind {
                    MessageKind::Gateway {
                        op: GatewayOp::Barrier,
                    } => Ok(SendOutcome::Barrier),
                    other => Err(SendError::Unsupported(format!("gateway message {other:?}"))),
                }
            }
            Unit::EndOfThread => {
                self.last = Some(SendKind::EndOfThread);
                self.counts.end_of_thread += 1;
                Ok(SendOutcome::Done)
            }
            Unit::Image | Unit::Sampler => {
                self.last = Some(if msg.unit() == Unit::Sampler {
                    SendKind::Sampler
                } else {
                    SendKind::Image
                });
                self.counts.image += 1;
                self.recorded = false;
                let mut ctx = sampler::ImageCtx {
                    memory: self.memory,
                    images: self.images,
                    samplers: self.samplers,
                };
                let data = match self.footprint.as_deref_mut() {
                    Some(fp) => {
                        fp.clear();
                        let data = sampler::execute_recording(
                            &msg,
                            req.payload,
                            req.exec_mask,
                            &mut ctx,
                            fp,
                        );
                        self.recorded = data.is_ok();
                        data
                    }
                    None => sampler::execute(&msg, req.payload, req.exec_mask, &mut ctx),
                }
                .map_err(|e| SendError::Unsupported(e.to_string()))?;
                let n = data.len().min(response.len());
                response[..n].copy_from_slice(&data[..n]);
                Ok(SendOutcome::Done)
            }
        }
    }
}
